import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@so/api';
import { type StaffApi } from '@so/api/staff';
import { MSG } from '@so/contract';
import { DASHBOARD_COPY } from '../copy.ts';
import { SectionHarness } from '../testing.tsx';
import { AuditTab } from './AuditTab.tsx';
import { actionText, auditChanges, auditDetail, auditValue, parseAuditDetail } from './AuditView.tsx';
import { AUDIT_ACTIONS, AUDIT_COPY, AUDIT_ENTITIES } from './copy.ts';
import { auditPage, sampleAuditEntries } from './fixtures.ts';

type AuditCall = StaffApi['audit'];

function setup({ detail = null, audit = vi.fn<AuditCall>(async () => auditPage(sampleAuditEntries())) }: { detail?: string | null; audit?: ReturnType<typeof vi.fn<AuditCall>> } = {}) {
  const onOpen = vi.fn();
  render(
    <SectionHarness staff={{ audit }} tab="audit" detail={detail} onOpen={onOpen}>
      <AuditTab />
    </SectionHarness>,
  );
  return { audit, onOpen };
}

const row = (what: string) => screen.getByText(what, { selector: 'td' }).closest('tr') as HTMLElement;
const cell = (tr: HTMLElement, label: string) => tr.querySelector(`td[data-label="${label}"]`) as HTMLElement;

describe('Audit log: the entries', () => {
  it('shows each change newest first: when, who, what in words, the record, and the fields that changed', async () => {
    const { audit } = setup();
    await screen.findByText(DASHBOARD_COPY.count(8, AUDIT_COPY.one, AUDIT_COPY.many));
    expect(audit).toHaveBeenCalledWith({ page: 1, page_size: 20 });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(cell(rows[0], AUDIT_COPY.what).textContent).toBe(AUDIT_ACTIONS['product.update']);

    const price = row(AUDIT_ACTIONS['product.update']);
    expect(cell(price, AUDIT_COPY.when).textContent).toBe('26 Nov 2026, 11:10 am');
    expect(cell(price, AUDIT_COPY.who).textContent).toBe('owner@soorganic.test');
    expect(cell(price, AUDIT_COPY.record).textContent).toBe(AUDIT_COPY.recordOf(AUDIT_ENTITIES.product, '7'));
    // Only what changed: the selling price, in rupees; stock, section and MRP kept are not listed.
    const changes = within(cell(price, AUDIT_COPY.changes)).getAllByRole('listitem');
    expect(changes.map((li) => li.textContent)).toEqual([`Selling price: ₹450.00 → ${AUDIT_COPY.changedTo} ₹420.00`]);

    const order = within(cell(row(AUDIT_ACTIONS['order.status']), AUDIT_COPY.changes)).getAllByRole('listitem');
    expect(order.map((li) => li.textContent)).toEqual([`Status: Pending → ${AUDIT_COPY.changedTo} Confirmed`, `Invoiced: No → ${AUDIT_COPY.changedTo} Yes`]);
  });

  it('lists what a created record was created with, and a removal as removed', async () => {
    setup();
    await screen.findByRole('table');
    const voucher = row(AUDIT_ACTIONS['voucher.create']);
    const changes = cell(voucher, AUDIT_COPY.changes);
    expect(within(changes).getByText(AUDIT_COPY.created)).toBeTruthy();
    const lines = within(changes).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toContain('Code: DIWALI10');
    expect(lines).toContain('Maximum discount: ₹200.00');
    expect(lines).toContain('Expires: 31 Dec 2026, 11:59 pm');
    expect(lines).toContain('Active: Yes');
    expect(lines.some((line) => line?.includes('→'))).toBe(false);

    // An action and a kind of record the copy does not know are shown as the server wrote them.
    const unknown = row('wishlist.archive');
    expect(cell(unknown, AUDIT_COPY.record).textContent).toBe('wishlist 4');
    expect(within(cell(unknown, AUDIT_COPY.changes)).getByRole('listitem').textContent).toBe(`is_shared: Yes → ${AUDIT_COPY.changedTo} ${AUDIT_COPY.removed}`);
  });

  it('offers nothing to edit or delete', async () => {
    setup();
    await screen.findByRole('table');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual([AUDIT_COPY.apply]);
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText(AUDIT_COPY.readOnly)).toBeTruthy();
  });
});

describe('Audit log: filters and pages', () => {
  it('filters by kind of record (applied at once) and by id (applied with Show), through the URL hash', async () => {
    const { audit, onOpen } = setup();
    await screen.findByRole('table');
    const entity = screen.getByLabelText(AUDIT_COPY.entity) as HTMLSelectElement;
    expect(Array.from(entity.options, (o) => o.value)).toEqual(['', ...Object.keys(AUDIT_ENTITIES)]);
    fireEvent.change(entity, { target: { value: 'order' } });
    expect(onOpen).toHaveBeenLastCalledWith('audit', 'order');
    await waitFor(() => expect(audit).toHaveBeenLastCalledWith({ entity: 'order', page: 1, page_size: 20 }));

    fireEvent.change(screen.getByLabelText(AUDIT_COPY.entityId), { target: { value: ' SO100041 ' } });
    fireEvent.click(screen.getByRole('button', { name: AUDIT_COPY.apply }));
    expect(onOpen).toHaveBeenLastCalledWith('audit', 'order:SO100041');
    await waitFor(() => expect(audit).toHaveBeenLastCalledWith({ entity: 'order', entity_id: 'SO100041', page: 1, page_size: 20 }));

    fireEvent.click(screen.getByRole('button', { name: DASHBOARD_COPY.clearFilters }));
    expect(onOpen).toHaveBeenLastCalledWith('audit', null);
    await waitFor(() => expect(audit).toHaveBeenLastCalledWith({ page: 1, page_size: 20 }));
    expect((screen.getByLabelText(AUDIT_COPY.entityId) as HTMLInputElement).value).toBe('');
  });

  it('takes its filters from the hash: #audit/<entity>:<entity_id>', async () => {
    const { audit } = setup({ detail: 'product:7', audit: vi.fn<AuditCall>(async () => auditPage(sampleAuditEntries().slice(0, 1))) });
    await screen.findByText(DASHBOARD_COPY.count(1, AUDIT_COPY.one, AUDIT_COPY.many));
    expect(audit).toHaveBeenCalledWith({ entity: 'product', entity_id: '7', page: 1, page_size: 20 });
    expect((screen.getByLabelText(AUDIT_COPY.entity) as HTMLSelectElement).value).toBe('product');
    expect((screen.getByLabelText(AUDIT_COPY.entityId) as HTMLInputElement).value).toBe('7');
  });

  it('pages by 20', async () => {
    const entries = sampleAuditEntries();
    const audit = vi.fn<AuditCall>(async (query) => auditPage(query?.page === 2 ? entries.slice(4) : entries.slice(0, 4), query?.page ?? 1, 45));
    setup({ audit });
    await screen.findByText(DASHBOARD_COPY.count(45, AUDIT_COPY.one, AUDIT_COPY.many));
    const pager = screen.getByRole('navigation', { name: AUDIT_COPY.pages });
    fireEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(audit).toHaveBeenLastCalledWith({ page: 2, page_size: 20 }));
    expect(await screen.findByText(AUDIT_ACTIONS['review.hide'])).toBeTruthy();
  });

  it('says when nothing is recorded yet', async () => {
    setup({ audit: vi.fn<AuditCall>(async () => auditPage([])) });
    expect(await screen.findByText(AUDIT_COPY.empty)).toBeTruthy();
  });

  it('says nothing matches a filtered log', async () => {
    setup({ detail: 'review:999', audit: vi.fn<AuditCall>(async () => auditPage([])) });
    expect(await screen.findByText(DASHBOARD_COPY.nothingFound)).toBeTruthy();
  });

  it('shows a failure with the server’s words and tries again', async () => {
    let fail = true;
    const audit = vi.fn<AuditCall>(async () => {
      if (fail) throw new ApiError('entity must be at most 40 characters', 400);
      return auditPage(sampleAuditEntries());
    });
    setup({ audit });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MSG.somethingWentWrong);
    expect(alert.textContent).toContain('entity must be at most 40 characters');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});

describe('Audit log: helpers', () => {
  it('reads and writes the hash detail', () => {
    expect(parseAuditDetail(null)).toEqual({ entity: '', entityId: '' });
    expect(parseAuditDetail('voucher')).toEqual({ entity: 'voucher', entityId: '' });
    expect(parseAuditDetail('order:SO100041')).toEqual({ entity: 'order', entityId: 'SO100041' });
    expect(parseAuditDetail(':SO1')).toEqual({ entity: '', entityId: 'SO1' });
    expect(auditDetail({ entity: '', entityId: '' })).toBeNull();
    expect(auditDetail({ entity: 'order', entityId: '' })).toBe('order');
    expect(auditDetail({ entity: '', entityId: 'SO1' })).toBe(':SO1');
    expect(auditDetail(parseAuditDetail('voucher:A:B'))).toBe('voucher:A:B');
  });

  it('words actions and values', () => {
    expect(actionText('customer.coins')).toBe(AUDIT_ACTIONS['customer.coins']);
    expect(actionText('wishlist.archive')).toBe('wishlist.archive');
    expect(auditValue('mrp', null)).toBe(DASHBOARD_COPY.none);
    expect(auditValue('mrp', 1399.5)).toBe('₹1,399.50');
    expect(auditValue('stock', 0)).toBe('0');
    expect(auditValue('delivery_date', '2026-03-05')).toBe('05 Mar 2026');
    expect(auditValue('tags', ['a'])).toBe('["a"]');
    expect(auditChanges({ stock: 1 }, { stock: 1 })).toEqual([]);
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual([
      { field: 'b', before: undefined, after: 2 },
      { field: 'a', before: 1, after: undefined },
    ]);
  });
});
