import { BANNER_AUTOPLAY_MS, Carousel, Img } from '@so/ui';
import { useId, type ReactNode } from 'react';
import { telHref } from '../shared/contacts.ts';
import { PageTextSkeleton, StaffText, type PageText } from '../shared/StaffText.tsx';
import { ORGANIC_LIVING_COPY as COPY, ORGANIC_LIVING_SITE as SITE } from './copy.ts';
import {
  mapEmbedUrl,
  mapPageUrl,
  ORGANIC_LIVING_IMAGE_SIZE,
  ORGANIC_LIVING_IMAGE_WIDTHS,
  organicLivingImage,
} from './site.ts';

export interface OrganicLivingViewProps {
  /** The page's text: loading, the widget's own (shipped) or the store staff's (usePageText). */
  text: PageText;
}

function Section({ title, className, part, children }: { title: string; className: string; part?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id} part={part}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The five banner images in the home banners' carousel: one per view, dots, 10 s autoplay. */
function Banners() {
  return (
    <div className="ol__banners" part="banners">
      <Carousel label={COPY.bannersLabel} perView={1} autoplayMs={BANNER_AUTOPLAY_MS} dots>
        {COPY.slides.map((alt, i) => (
          <div key={alt} className="ol__banner" part="banner">
            <Img
              className="ol__banner-img"
              src={organicLivingImage(i + 1)}
              widths={ORGANIC_LIVING_IMAGE_WIDTHS}
              sizes="100vw"
              alt={alt}
              width={ORGANIC_LIVING_IMAGE_SIZE.width}
              height={ORGANIC_LIVING_IMAGE_SIZE.height}
              eager={i === 0}
            />
          </div>
        ))}
      </Carousel>
    </div>
  );
}

/** The page's own text: the project, natural farming, trees, water, community, plots. */
function ShippedText() {
  return (
    <>
      <p className="ol__intro">{COPY.intro}</p>
      {COPY.sections.map((section) => (
        <Section key={section.title} title={section.title} className="ol__section">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Section>
      ))}
    </>
  );
}

/** The h1 (the staff's title, else the page's own, also while loading, as the other content pages do) and the text. */
function PageTextBlock({ text }: { text: PageText }) {
  return (
    <>
      <h1>{text.status === 'staff' ? text.page.title : COPY.title}</h1>
      {text.status === 'loading' ? (
        <PageTextSkeleton label={COPY.textLoading} />
      ) : text.status === 'staff' ? (
        <StaffText page={text.page} />
      ) : (
        <ShippedText />
      )}
    </>
  );
}

/**
 * The /organic-living page: the five-image banner carousel, the project's narrative
 * (replaced by the staff's text when they wrote one), the site address, its embedded
 * OpenStreetMap map with a link to the full map, and the project desk's phone.
 */
export function OrganicLivingView({ text }: OrganicLivingViewProps) {
  const tel = telHref(SITE.phone);
  return (
    <div className="ol" part="organic-living">
      <Banners />
      <div className="ol__body container">
        <div className="ol__text" part="text">
          <PageTextBlock text={text} />
        </div>
        <div className="ol__visit">
          <Section title={COPY.addressTitle} className="ol__card" part="address">
            <address className="ol__address">
              {SITE.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </Section>
          <Section title={COPY.mapTitle} className="ol__card ol__card--map" part="map">
            <iframe
              className="ol__map"
              title={COPY.mapFrameTitle}
              src={mapEmbedUrl()}
              loading="lazy"
              referrerPolicy="no-referrer"
              width={600}
              height={400}
            />
            <a className="ol__map-link" href={mapPageUrl()} target="_blank" rel="noopener noreferrer" aria-label={COPY.openMapLabel}>
              {COPY.openMap}
            </a>
          </Section>
          <Section title={COPY.contactTitle} className="ol__card" part="contact">
            <p>{COPY.contactText}</p>
            {tel && (
              <a className="btn" href={tel} aria-label={COPY.call(SITE.phone)} part="phone">
                {SITE.phone}
              </a>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
