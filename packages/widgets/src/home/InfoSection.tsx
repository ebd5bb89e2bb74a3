import type { HomeSection, SectionImage } from '@so/contract';
import { Carousel, Img, Link } from '@so/ui';
import { useId } from 'react';
import { routes } from '../shared/links.ts';

/** Where a section image leads: its product, else its category, else nowhere. */
export function imageHref(item: SectionImage): string | null {
  if (item.product) return routes.product(item.product, item.product_name ?? item.title ?? '');
  if (item.category) return routes.category(item.category, item.category_name ?? item.title ?? '');
  return null;
}

function Tile({ item, fallback }: { item: SectionImage; fallback: string }) {
  const name = item.title ?? item.product_name ?? item.category_name ?? '';
  const href = imageHref(item);
  const body = (
    <>
      <Img src={item.image} alt={name ? '' : fallback} width={320} height={320} sizes="(max-width: 767px) 50vw, 300px" />
      {name && <span className="info__caption">{name}</span>}
    </>
  );
  return href ? (
    <Link to={href} className="info__tile">
      {body}
    </Link>
  ) : (
    <div className="info__tile">{body}</div>
  );
}

export interface InfoSectionProps {
  section: HomeSection;
  /** Show the images as a grid (default) or as an autoplaying carousel (awards). */
  layout?: 'grid' | 'carousel';
  autoplayMs?: number;
  /** Load the main image at once (the first section sits in the first screen on phones). */
  eager?: boolean;
}

/** A content section of the home page: heading, description, main image and linked image tiles. */
export function InfoSection({ section, layout = 'grid', autoplayMs = 0, eager = false }: InfoSectionProps) {
  const headingId = useId();
  const label = section.label ?? '';
  const tiles = section.images.map((item, i) => <Tile key={`${item.image}-${i}`} item={item} fallback={label} />);
  return (
    <section className={`info info--${section.key ?? 'section'}${section.image ? ' info--with-image' : ''}`} aria-labelledby={label && layout === 'grid' ? headingId : undefined} part="section">
      <div className="info__intro">
        {label && (
          <h2 id={headingId} className="home__heading">
            {label}
          </h2>
        )}
        {section.description && <p className="info__text">{section.description}</p>}
      </div>
      {section.image && (
        <Img className="info__image" src={section.image} alt={label} width={640} height={640} sizes="(max-width: 767px) 100vw, 420px" eager={eager} />
      )}
      {tiles.length > 0 &&
        (layout === 'carousel' ? (
          <div className="info__media">
            <Carousel label={label} autoplayMs={autoplayMs}>
              {tiles}
            </Carousel>
          </div>
        ) : (
          <ul className="info__grid info__media">
            {tiles.map((tile) => (
              <li key={tile.key}>{tile}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
