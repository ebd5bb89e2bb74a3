import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from './element.ts';

/** Shows the product id it was given, as a card would ask for it. */
function ShowsId({ productId, label }: { productId?: number; label?: string }) {
  return (
    <p>
      {label ?? 'id'}: {productId === undefined ? 'none' : String(productId)}
    </p>
  );
}

let serial = 0;
/** A fresh tag per test: a custom element name can be defined once per page. */
function nextTag(): `so-${string}` {
  serial += 1;
  return `so-upgrade-test-${serial}`;
}

function shown(element: Element): string | null | undefined {
  return element.shadowRoot?.querySelector('p')?.textContent;
}

afterEach(() => document.body.replaceChildren());

describe('values given before the element is defined', () => {
  it('a property set before definition (Vue .prop, el.productId = …) is applied on upgrade and stays live', async () => {
    const tag = nextTag();
    const element = document.createElement(tag) as HTMLElement & { productId?: number };
    element.productId = 1003;
    document.body.append(element);
    defineElement(tag, ShowsId, { props: { productId: 'number', label: 'string' } });
    await waitFor(() => expect(shown(element)).toBe('id: 1003'));
    element.productId = 1004;
    await waitFor(() => expect(shown(element)).toBe('id: 1004'));
    expect(element.getAttribute('product-id')).toBe('1004');
  });

  it('camelCase attributes as React 19 and Vue write them before definition (productid) count as product-id', async () => {
    const tag = nextTag();
    document.body.innerHTML = `<${tag} productId="1003" label="card"></${tag}>`;
    const element = document.body.firstElementChild as HTMLElement;
    defineElement(tag, ShowsId, { props: { productId: 'number', label: 'string' } });
    await waitFor(() => expect(shown(element)).toBe('card: 1003'));
    element.setAttribute('productid', '1005');
    await waitFor(() => expect(shown(element)).toBe('card: 1005'));
  });

  it('kebab-case attributes work as before, and a later property set wins', async () => {
    const tag = nextTag();
    defineElement(tag, ShowsId, { props: { productId: 'number' } });
    document.body.innerHTML = `<${tag} product-id="12"></${tag}>`;
    const element = document.body.firstElementChild as HTMLElement & { productId?: number };
    await waitFor(() => expect(shown(element)).toBe('id: 12'));
    element.productId = 13;
    await waitFor(() => expect(shown(element)).toBe('id: 13'));
  });
});
