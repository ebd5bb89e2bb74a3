/** Sample answers of the content and lead endpoints, for the section's stories and tests. */
import type { StaffAppointment, StaffInquiry, StaffLead } from '@so/contract';
import type { StaffBlogItem, StaffEventItem, StaffStoreItem } from './calls.ts';

export function sampleInquiry(overrides: Partial<StaffInquiry> = {}): StaffInquiry {
  return {
    id: 31,
    company: 'Green Basket',
    name: 'Meera Shah',
    email: 'meera@example.test',
    phone: '+919812345678',
    subject: 'Bulk ghee for a café',
    inquiry_description: 'We need 20 jars of A2 ghee a month.\nDo you deliver to Surat?',
    age_group: '25-34',
    country_obj: { id: 101, name: 'India' },
    created_at: '2026-03-05T08:35:00Z',
    status: 'new',
    ...overrides,
  };
}

export function sampleLead(overrides: Partial<StaffLead> = {}): StaffLead {
  return {
    id: 7,
    company_name: 'Himalaya Traders',
    industry_type: 'Retail',
    company_size: '11-50',
    website: 'https://himalaya.example.test',
    annual_revenue: '₹1–5 crore',
    company_registered: 'Yes',
    country_obj: { id: 101, name: 'India' },
    state_obj: { id: 12, name: 'Gujarat' },
    city_obj: { id: 1201, name: 'Ahmedabad' },
    full_name: 'Ravi Kumar',
    job_title: 'Buyer',
    email: 'ravi@example.test',
    phone_no: '+919876543210',
    specific_requirements: 'Private label honey, 500 g jars.',
    answers: [
      { question: 'Which products are you interested in?', answer: 'Honey, ghee' },
      { question: 'What monthly volume do you expect?', answer: '200 kg' },
      { question: 'Do you need certificates?', answer: null },
    ],
    created_at: '2026-03-04T06:00:00Z',
    status: 'new',
    ...overrides,
  };
}

export function sampleAppointment(overrides: Partial<StaffAppointment> = {}): StaffAppointment {
  return {
    id: 5,
    user_id: 12,
    user_email: 'asha@example.test',
    start_datetime: '2026-03-10T10:00:00+05:30',
    name: 'Asha Patel',
    country_obj: { id: 101, name: 'India' },
    email: 'asha@example.test',
    mobile: '+919812345678',
    gender: 'Female',
    age_group: '35-44',
    problem_suffering_from: 'Acidity',
    problem_description: 'Burning after meals for two months.',
    landmark: 'Near Law Garden',
    is_taking_medicine: 'yes',
    type_of_medicine_list: ['Allopathic'],
    created_at: '2026-03-06T04:00:00Z',
    status: 'new',
    ...overrides,
  };
}

export function sampleBlog(overrides: Partial<StaffBlogItem> = {}): StaffBlogItem {
  return {
    id: 21,
    title: 'Why millets are back',
    content: '<p>Millets grow with little water.</p>',
    excerpt: 'Small grains, big comeback.',
    banner_url: null,
    published_at: '2026-03-01T04:30:00.000Z',
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    is_published: true,
    on_home: true,
    updated_at: '2026-03-01T04:30:00.000Z',
    ...overrides,
  };
}

export function sampleEvent(overrides: Partial<StaffEventItem> = {}): StaffEventItem {
  return {
    id: 4,
    title: 'Farm walk',
    category: 'Physical Event',
    start_datetime: '2026-04-05T03:30:00.000Z',
    end_datetime: '2026-04-05T06:30:00.000Z',
    event_image: null,
    description: '<p>See how we grow.</p>',
    venue: 'Our farm, Ahmedabad',
    link: null,
    is_published: false,
    updated_at: '2026-03-01T04:30:00.000Z',
    ...overrides,
  };
}

export function sampleStore(overrides: Partial<StaffStoreItem> = {}): StaffStoreItem {
  return {
    id: 3,
    store_name: 'SO Organic Satellite',
    image: null,
    landmark: 'Opposite the lake',
    address_line_1: '12 Green Road',
    address_line_2: null,
    city: 'Ahmedabad',
    state_id: 12,
    state_name: 'Gujarat',
    postal_code: '380015',
    work_start_time: '09:30:00',
    work_end_time: '19:00:00',
    mobile_no: '+917912345678',
    email: 'satellite@soorganic.test',
    location_url: null,
    virtual_location_url: null,
    is_published: true,
    updated_at: '2026-03-01T04:30:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T,>(data: T[], count = data.length) => ({ status: true, count, total_pages: Math.max(1, Math.ceil(count / 20)), page: 1, data });
