import type { Country } from '@so/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PLACE_COPY } from './place-copy.ts';
import type { Place } from './places.ts';

export interface CountryComboboxProps {
  /** The text box's id (its label points at it). */
  id: string;
  /** The countries offered: the whole list, or the server's search results for 2+ characters. */
  countries: readonly Country[];
  /** The chosen country. */
  value: Place | null;
  /** The text typed (the server searches from 2 characters: usePlaces). */
  search: string;
  onSearch: (text: string) => void;
  /** A country chosen from the list, or null when the box is emptied. */
  onPick: (country: Country | null) => void;
  required: boolean;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The one country control of every form (an editable combobox with a list, as WAI-ARIA's
 * combobox pattern describes it): the text box shows the chosen country; typing filters the list
 * at once and searches the server from 2 characters; Down and Up move through the list, Enter
 * chooses, Escape closes it and keeps the country chosen before; a click chooses too. Leaving the
 * box with a country's whole name typed chooses it, with the box emptied clears the choice, and
 * otherwise puts the chosen country's name back.
 */
export function CountryCombobox(props: CountryComboboxProps) {
  const { id, countries, value, search, onSearch, onPick, required, invalid, describedBy } = props;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const query = editing ? search.trim().toLowerCase() : '';
  const options = query ? countries.filter((c) => c.country_name.toLowerCase().includes(query)) : countries;
  const current = active >= 0 && active < options.length ? active : -1;

  // The active option stays in sight as the arrow keys move through a long list.
  useEffect(() => {
    if (open && current >= 0) list.current?.children[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, current]);

  const close = () => {
    setOpen(false);
    setEditing(false);
    setActive(-1);
    onSearch('');
  };
  const pick = (country: Country | null) => {
    close();
    onPick(country);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(Math.max(0, options.findIndex((c) => c.id === value?.id)));
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.min(options.length - 1, Math.max(0, current + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (current >= 0) pick(options[current]);
    } else if (event.key === 'Escape' && (open || editing)) {
      event.preventDefault();
      close();
    }
  };

  const onBlur = () => {
    if (!editing) return setOpen(false);
    const typed = search.trim().toLowerCase();
    if (typed === '') return pick(null);
    const match = countries.find((c) => c.country_name.toLowerCase() === typed);
    if (match) pick(match);
    else close();
  };

  return (
    <div className="combo">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && current >= 0 ? optionId(current) : undefined}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={editing ? search : (value?.name ?? '')}
        placeholder={PLACE_COPY.chooseCountry}
        onChange={(e) => {
          setEditing(true);
          setOpen(true);
          setActive(e.target.value.trim() ? 0 : -1);
          onSearch(e.target.value);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <ul className="combo__list" id={listId} role="listbox" aria-label={PLACE_COPY.country} hidden={!open} ref={list}>
        {open &&
          options.map((country, index) => (
            <li
              key={country.id}
              id={optionId(index)}
              role="option"
              aria-selected={country.id === value?.id}
              className={index === current ? 'combo__option combo__option--active' : 'combo__option'}
              // The text box keeps the focus while the pointer chooses.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(country)}
            >
              {country.country_name}
            </li>
          ))}
        {open && options.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected="false" className="combo__none">
            {PLACE_COPY.noCountry}
          </li>
        )}
      </ul>
    </div>
  );
}
