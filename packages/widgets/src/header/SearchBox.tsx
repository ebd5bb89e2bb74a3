import { type Product, MSG, suggestionsToShow } from '@so/contract';
import { Icon, Img, Link, Price } from '@so/ui';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { routes } from '../shared/links.ts';
import { HEADER_COPY } from './copy.ts';

/** What the suggestion popup knows about the text typed. */
export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  /** `found`: how many products match in all (may be more than `products` holds). */
  | { status: 'ready'; query: string; products: readonly Product[]; found: number };

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  suggestions: SuggestionState;
  /** Go to a store route (a suggestion, "See more results" or the search page on Enter). */
  onNavigate: (href: string) => void;
  /** Start with the suggestions shown (stories). */
  initialOpen?: boolean;
  /** The text box (the phone header's search dialog puts focus in it). */
  inputRef?: Ref<HTMLInputElement>;
}

interface Option {
  key: string;
  href: string;
  product?: Product;
}

function optionsFor(state: SuggestionState): Option[] {
  if (state.status !== 'ready') return [];
  const { shown, seeMore } = suggestionsToShow(Math.max(state.found, state.products.length));
  const options: Option[] = state.products
    .slice(0, shown)
    .map((p) => ({ key: `p${p.id}`, href: routes.product(p.id, p.name), product: p }));
  if (seeMore) options.push({ key: 'more', href: routes.search(state.query) });
  return options;
}

/**
 * The header search: an ARIA 1.2 combobox. Suggestions appear below as a listbox; arrow keys
 * move through them, Enter opens the highlighted one (or the search page), Escape closes.
 */
export function SearchBox({ value, onValueChange, suggestions, onNavigate, initialOpen = false, inputRef }: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const popupId = `${id}-popup`;
  const [open, setOpen] = useState(initialOpen);
  const [active, setActive] = useState(-1);
  const options = optionsFor(suggestions);

  const resetKey =
    suggestions.status === 'ready' ? `${suggestions.query}:${suggestions.products.map((p) => p.id).join(',')}` : suggestions.status;
  useEffect(() => setActive(-1), [resetKey]);

  const expanded = open && value.trim() !== '' && suggestions.status !== 'idle';
  const hasList = expanded && options.length > 0;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const go = (href: string) => {
    setOpen(false);
    onNavigate(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = value.trim();
    if (text) go(routes.search(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (n === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    } else if (event.key === 'Enter' && hasList && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href);
    }
  };

  return (
    <form role="search" className="search" part="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {HEADER_COPY.searchLabel}
      </label>
      <div className="search__field">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          className="search__input"
          placeholder={HEADER_COPY.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={hasList ? listId : expanded ? popupId : undefined}
          aria-activedescendant={hasList && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(e) => {
            onValueChange(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="icon-btn search__submit" aria-label={HEADER_COPY.searchSubmit}>
          <Icon name="search" />
        </button>
      </div>
      {expanded && (
        // Keep focus in the input while a suggestion is clicked.
        <div id={popupId} className="search__popup" onMouseDown={(e) => e.preventDefault()}>
          {suggestions.status === 'loading' && <p className="search__note" role="status">{HEADER_COPY.searching}</p>}
          {suggestions.status === 'error' && <p className="search__note" role="status">{MSG.somethingWentWrong}</p>}
          {suggestions.status === 'ready' && options.length === 0 && (
            <p className="search__note" role="status">
              {MSG.noProductsFound}
            </p>
          )}
          {hasList && (
            <ul id={listId} role="listbox" className="search__list" aria-label={HEADER_COPY.suggestionsLabel}>
              {options.map((option, i) => (
                <li key={option.key} role="presentation">
                  <Link
                    id={optionId(i)}
                    to={option.href}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    className={`search__option${option.product ? '' : ' search__more'}`}
                    onClick={() => setOpen(false)}
                    onMouseEnter={() => setActive(i)}
                  >
                    {option.product ? (
                      <>
                        <Img src={option.product.image1} alt="" width={40} height={40} className="search__thumb" />
                        <span className="search__name">{option.product.name}</span>
                        <Price paise={option.product.product_price} />
                      </>
                    ) : (
                      MSG.seeMoreResults
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
