import { MSG, type Store } from '@so/contract';
import { EmptyState, ErrorState, Img, Skeleton } from '@so/ui';
import { type ReactNode, useId } from 'react';
import { FilterSelect } from '../shared/FilterSelect.tsx';
import { webUrl } from '../shared/web-url.ts';
import { STORE_LOCATOR_COPY as COPY } from './copy.ts';
import { telHref } from '../shared/contacts.ts';
import { formatHours } from './hours.ts';

/** The stores of one city, as GET /stores/'s store_section_data lists them. */
export interface CitySection {
  city: string;
  stores: readonly Store[];
}

/** A link that opens another site in a new tab; its name starts with its visible text and says which store and that it opens a new tab. */
function NewTabLink({ href, text, hidden, part }: { href: string; text: string; hidden: string; part: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${text}${hidden}`} part={part}>
      {text}
    </a>
  );
}

/** One store: image, name, address, hours, call, e-mail and map. */
export function StoreCard({ store }: { store: Store }) {
  const hours = formatHours(store.work_start_time, store.work_end_time);
  const tel = telHref(store.mobile_no);
  const map = webUrl(store.location_url);
  const tour = webUrl(store.virtual_location_url);
  const place = [store.city, store.state_obj?.name].filter(Boolean).join(', ');
  const cityLine = [place, store.postal_code].filter(Boolean).join(' – ');
  return (
    <article className="store-card" part="store">
      {store.image && (
        <div className="store-card__media">
          <Img src={store.image} alt="" width={800} height={450} widths={[800]} sizes="(max-width: 599px) 100vw, 400px" />
        </div>
      )}
      <div className="store-card__body">
        <h3 className="store-card__name">{store.store_name}</h3>
        <address className="store-card__address">
          {store.address_line_1 && <span>{store.address_line_1}</span>}
          {store.address_line_2 && <span>{store.address_line_2}</span>}
          {store.landmark && <span>{COPY.landmark(store.landmark)}</span>}
          {cityLine && <span>{cityLine}</span>}
        </address>
        {hours && (
          <p className="store-card__hours">
            <span className="store-card__label">{COPY.hours}</span> {hours}
          </p>
        )}
        <ul className="store-card__contact">
          {tel && store.mobile_no && (
            <li>
              <a href={tel} part="call">
                <span className="visually-hidden">{COPY.call(store.store_name)}</span>
                {store.mobile_no}
              </a>
            </li>
          )}
          {store.email && (
            <li>
              <a href={`mailto:${store.email.trim()}`} part="email">
                <span className="visually-hidden">{COPY.email(store.store_name)}</span>
                {store.email.trim()}
              </a>
            </li>
          )}
          {map && (
            <li>
              <NewTabLink href={map} text={COPY.map} hidden={COPY.mapOf(store.store_name)} part="map" />
            </li>
          )}
          {tour && (
            <li>
              <NewTabLink href={tour} text={COPY.virtualTour} hidden={COPY.tourOf(store.store_name)} part="tour" />
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}

/** The city choice: all cities or one of GET /stores/'s `cities`. */
function CitySelect({ cities, value, onChange }: { cities: readonly string[]; value: string | null; onChange: (city: string | null) => void }) {
  if (cities.length === 0) return null;
  return (
    <FilterSelect
      label={COPY.city}
      value={value ?? ''}
      options={[['', COPY.allCities], ...cities.map((c) => [c, c] as const)]}
      onChange={(v) => onChange(v || null)}
      className="stores__filter"
      part="filter"
    />
  );
}

function LocatorShell({ children, filter }: { children: ReactNode; filter?: ReactNode }) {
  return (
    <div className="stores container" part="store-locator">
      <div className="stores__head">
        <div>
          <h1 className="stores__title">{COPY.title}</h1>
          <p className="stores__intro">{COPY.intro}</p>
        </div>
        {filter}
      </div>
      {children}
    </div>
  );
}

export interface StoreLocatorViewProps {
  sections: readonly CitySection[];
  cities: readonly string[];
  /** The chosen city (URL query `city`), null for all. */
  city: string | null;
  onCity: (city: string | null) => void;
}

/** The sections of `city` (all when null), without empty ones. */
export function sectionsOf(sections: readonly CitySection[], city: string | null): CitySection[] {
  const wanted = city?.trim().toLowerCase() ?? null;
  return sections.filter((s) => s.stores.length > 0 && (wanted === null || s.city.trim().toLowerCase() === wanted));
}

/** /store-locator: the city filter and the stores grouped by city. */
export function StoreLocatorView({ sections, cities, city, onCity }: StoreLocatorViewProps) {
  const shown = sectionsOf(sections, city);
  return (
    <LocatorShell filter={<CitySelect cities={cities} value={city} onChange={onCity} />}>
      {shown.length === 0 ? (
        <EmptyState>{MSG.noStoresFound}</EmptyState>
      ) : (
        shown.map((section) => <CityStores key={section.city} section={section} />)
      )}
    </LocatorShell>
  );
}

function CityStores({ section }: { section: CitySection }) {
  const headingId = useId();
  return (
    <section className="stores__city" aria-labelledby={headingId} part="city">
      <h2 id={headingId} className="stores__city-name">
        {section.city}
      </h2>
      <ul className="stores__list" aria-label={COPY.storesIn(section.city)}>
        {section.stores.map((store, i) => (
          <li key={`${store.store_name}-${i}`}>
            <StoreCard store={store} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoreLocatorSkeleton() {
  return (
    <LocatorShell>
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{COPY.loading}</span>
        <ul className="stores__list" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="store-card">
              <div className="store-card__body">
                <Skeleton height={22} width="70%" />
                <Skeleton height={16} />
                <Skeleton height={16} width="60%" />
                <Skeleton height={16} width="40%" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </LocatorShell>
  );
}

export function StoreLocatorError({ onRetry }: { onRetry: () => void }) {
  return (
    <LocatorShell>
      <ErrorState title={COPY.loadFailed} description={MSG.tryAgainLater} onRetry={onRetry} />
    </LocatorShell>
  );
}
