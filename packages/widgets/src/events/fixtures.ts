import type { EventInfo } from './EventsView.tsx';

/** An event as GET /events/ecommerce/ sends it (with the reference server's extra fields). */
export function sampleEvent(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    id: 7,
    title: 'Organic Farm Visit: Sanand',
    event_image: '/media/events/7-800.webp',
    start_datetime: '2026-04-12T03:30:00.000Z',
    end_datetime: '2026-04-12T07:30:00.000Z',
    category: 'Physical Event',
    venue: 'SO Organic Farm, Sanand, Ahmedabad',
    link: null,
    description: '<p>Walk the fields with our farmers, see how vermicompost is made, and share a millet lunch.</p>',
    ...overrides,
  };
}

export const sampleEvents: EventInfo[] = [
  sampleEvent(),
  sampleEvent({
    id: 8,
    title: 'Ayurveda for the Monsoon (Live Talk)',
    event_image: '/media/events/8-800.webp',
    start_datetime: '2026-04-18T12:30:00.000Z',
    end_datetime: '2026-04-18T13:30:00.000Z',
    category: 'Online',
    venue: null,
    link: 'https://meet.example.org/so-monsoon',
    description: null,
  }),
  sampleEvent({ id: 9, title: 'Millet Cooking Workshop', event_image: '/media/events/9-800.webp', start_datetime: '2026-02-08T05:00:00.000Z', end_datetime: null }),
];
