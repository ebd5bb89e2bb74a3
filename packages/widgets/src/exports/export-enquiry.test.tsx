import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { ANNUAL_REVENUE_OPTIONS, ANSWER, EXPORT_QUESTION_SECTIONS, EXPORT_QUESTIONS, MSG } from '@so/contract';
import { $toasts } from '@so/stores';
import { LEAD_COPY } from '../shared/lead-copy.ts';
import {
  combobox,
  consentBox,
  deferred,
  describedBy,
  expectMessage,
  fakePlaces,
  FIELD_NAMES,
  fillLead,
  radio,
  registeredGroup,
  sendButton,
  textbox,
  type,
} from '../shared/lead-testing.ts';
import { chooseCountry } from '../shared/country-testing.ts';
import { PLACE_COPY } from '../shared/place-copy.ts';
import { resetShopper } from '../shared/test-setup.ts';
import { EXPORT_COPY } from './copy.ts';
import { define } from './export-enquiry.element.ts';
import { ExportEnquiry } from './ExportEnquiry.tsx';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const exportLead = vi.fn(async (_body: unknown): Promise<{ status: boolean; message: string }> => ({ status: true, message: MSG.dataCreated }));

beforeEach(() => {
  resetShopper();
  exportLead.mockReset();
  exportLead.mockImplementation(async () => ({ status: true, message: MSG.dataCreated }));
  // A new client per test: the country list is cached per client.
  fake.api = { ...fakePlaces(), exportLead };
});

const toastTitles = () => $toasts.get().map((t) => t.title);
const answer = (n: number) => textbox(EXPORT_QUESTIONS[n - 1]);

/** Fills the form for a buyer in Dubai (+971) and answers every question. */
async function fillAll(revenue = '1 to 5 cr') {
  await fillLead({ revenue, phone: '50 123 4567', places: ['United Arab Emirates', 'Dubai', 'Dubai'] });
  EXPORT_QUESTIONS.forEach((_, i) => type(answer(i + 1), `Answer ${i + 1}`));
}

const numbered = (prefix: string, value: (i: number) => string) => Object.fromEntries(EXPORT_QUESTIONS.map((_, i) => [`${prefix}${i + 1}`, value(i)]));

describe('Export enquiry (/exports)', () => {
  it('is titled Exports, with Company details, Contact Person and the 11 questions in their 4 sections', () => {
    render(<ExportEnquiry />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Exports');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      LEAD_COPY.sections.company,
      LEAD_COPY.sections.contact,
      'Export Interests',
      'Export Readiness',
      'Goals and Expectations',
      'Additional Information',
    ]);
    for (const section of EXPORT_QUESTION_SECTIONS) {
      const group = screen.getByRole('group', { name: section.title });
      const asked = within(group)
        .getAllByRole('textbox')
        .filter((t) => t.getAttribute('name')?.startsWith('answer'));
      expect(asked.map((t) => t.getAttribute('name'))).toEqual(section.questions.map((n) => `answer${n}`));
      section.questions.forEach((n) => expect(within(group).getByRole('textbox', { name: EXPORT_QUESTIONS[n - 1] })).toBeTruthy());
    }
    // The specific requirements close the last section.
    expect(within(screen.getByRole('group', { name: 'Additional Information' })).getByRole('textbox', { name: FIELD_NAMES.specific_requirements })).toBeTruthy();
    expect(textbox(FIELD_NAMES.email).type).toBe('email');
    expect(textbox(FIELD_NAMES.phone_no).type).toBe('tel');
    expect(Array.from(combobox(FIELD_NAMES.annual_revenue).options, (o) => o.textContent).slice(1)).toEqual(ANNUAL_REVENUE_OPTIONS.map((o) => o.label));
  });

  it('starts with Send disabled; the consent box toggles it', async () => {
    render(<ExportEnquiry />);
    await fillAll();
    expect(consentBox().checked).toBe(false);
    expect(sendButton().disabled).toBe(true);
    fireEvent.submit(sendButton().closest('form') as HTMLFormElement);
    expect(exportLead).not.toHaveBeenCalled();
    fireEvent.click(consentBox());
    expect(consentBox().checked).toBe(true);
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(consentBox());
    expect(sendButton().disabled).toBe(true);
  });

  it('shows every required message on an empty Send and focuses the first; the questions are optional', async () => {
    render(<ExportEnquiry />);
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    expectMessage(textbox(FIELD_NAMES.company_name), ANSWER.fieldRequired('Company name'));
    expectMessage(textbox(FIELD_NAMES.industry_type), ANSWER.fieldRequired('Industry type'));
    expectMessage(combobox(FIELD_NAMES.company_size), ANSWER.fieldRequired('Company size'));
    expectMessage(combobox(FIELD_NAMES.annual_revenue), ANSWER.fieldRequired('Annual revenue'));
    expectMessage(registeredGroup(), ANSWER.fieldRequired('Company registered'));
    // The place and the contact person are optional.
    for (const name of [FIELD_NAMES.full_name, FIELD_NAMES.email, FIELD_NAMES.phone_no]) {
      expect(textbox(name).getAttribute('aria-invalid'), name).toBeNull();
      expect(textbox(name).required, name).toBe(false);
    }
    for (const name of [PLACE_COPY.country, PLACE_COPY.state, PLACE_COPY.city]) {
      expect(combobox(name).getAttribute('aria-invalid'), name).toBeNull();
      expect(combobox(name).required, name).toBe(false);
    }
    for (let n = 1; n <= EXPORT_QUESTIONS.length; n++) expect(answer(n).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(textbox(FIELD_NAMES.company_name)));
    expect(exportLead).not.toHaveBeenCalled();

    // Choosing a country asks for no state; the company registered message follows the choice.
    await chooseCountry('India');
    expect(combobox(PLACE_COPY.state).getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(radio(LEAD_COPY.registered.no));
    expect(registeredGroup().getAttribute('aria-invalid')).toBeNull();
  });

  it("sends the exports value of the revenue, question1..11 as shown with answer1..11, and the phone with the country's calling code", async () => {
    const answerLater = deferred<{ status: boolean; message: string }>();
    exportLead.mockImplementation(() => answerLater.promise);
    render(<ExportEnquiry />);
    await fillAll('50 to 100 cr');
    expect(describedBy(textbox(FIELD_NAMES.phone_no))).toContain('+971');
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    expect(exportLead).toHaveBeenCalledTimes(1);
    expect(exportLead.mock.calls[0][0]).toEqual({
      company_name: 'Green Leaf Foods Pvt Ltd',
      industry_type: 'Organic food retail',
      company_size: LEAD_COPY.companySizes[2],
      website: 'https://www.greenleaf.example',
      annual_revenue: '50_to_100 cr',
      company_registered: 'applied',
      country: 233,
      state: 3391,
      city: 9001,
      full_name: 'Ravi Shah',
      job_title: 'Purchase Manager',
      email: 'ravi@greenleaf.example',
      phone_no: '+971501234567',
      specific_requirements: 'Monthly supply to 12 stores',
      ...numbered('question', (i) => EXPORT_QUESTIONS[i]),
      ...numbered('answer', (i) => `Answer ${i + 1}`),
    });
    await waitFor(() => expect(sendButton().textContent).toBe(LEAD_COPY.sending));
    expect(sendButton().disabled).toBe(true);
    answerLater.resolve({ status: true, message: MSG.dataCreated });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MSG.dataCreated));
  });

  it('sends the unanswered questions empty (null) and every revenue value as the API writes it', async () => {
    render(<ExportEnquiry />);
    await fillLead({ revenue: '500 cr and above', phone: '501234567', places: ['United Arab Emirates', 'Dubai', 'Dubai'] });
    type(answer(2), 'UAE and Oman');
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect(exportLead).toHaveBeenCalledTimes(1));
    const body = exportLead.mock.calls[0][0] as Record<string, unknown>;
    expect(body.annual_revenue).toBe('500_cr_and_above');
    expect(body.answer2).toBe('UAE and Oman');
    expect(body.answer1).toBeNull();
    expect(body.question1).toBe(EXPORT_QUESTIONS[0]);
    expect(Array.from(combobox(FIELD_NAMES.annual_revenue).options, (o) => o.value).slice(1)).toEqual(ANNUAL_REVENUE_OPTIONS.map((o) => o.value));
  });

  it('says Data Created Successfully and starts afresh after a sent enquiry', async () => {
    render(<ExportEnquiry />);
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect(toastTitles()).toEqual([MSG.dataCreated]));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(MSG.dataCreated);
    expect(status.textContent).toContain(EXPORT_COPY.sent);
    expect(textbox(FIELD_NAMES.company_name).value).toBe('');
    expect(answer(11).value).toBe('');
    expect(combobox(FIELD_NAMES.company_size).value).toBe('');
    expect(combobox(PLACE_COPY.country).value).toBe('');
    expect(combobox(PLACE_COPY.city).disabled).toBe(true);
    expect(describedBy(textbox(FIELD_NAMES.phone_no))).toContain('+91');
    expect(consentBox().checked).toBe(false);
    expect(sendButton().disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("puts the server's field messages (400) on their fields, lists those the form does not show, and keeps everything typed", async () => {
    exportLead.mockRejectedValue(
      new ApiError(ANSWER.phoneStartsWith('Phone number', '+971'), 400, {
        status: false,
        message: ANSWER.phoneStartsWith('Phone number', '+971'),
        errors: { phone_no: ANSWER.phoneStartsWith('Phone number', '+971'), answer5: ANSWER.tooLong('Answer 5', 2000), question3: ANSWER.tooLong('Question 3', 500) },
      }),
    );
    render(<ExportEnquiry />);
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expectMessage(textbox(FIELD_NAMES.phone_no), ANSWER.phoneStartsWith('Phone number', '+971')));
    expectMessage(answer(5), ANSWER.tooLong('Answer 5', 2000));
    expect(screen.getByText(ANSWER.tooLong('Question 3', 500)).closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox(FIELD_NAMES.phone_no)));
    expect(textbox(FIELD_NAMES.phone_no).value).toBe('50 123 4567');
    expect(answer(5).value).toBe('Answer 5');
    expect(combobox(PLACE_COPY.city).value).toBe('9001');
    expect(consentBox().checked).toBe(true);
    expect(sendButton().disabled).toBe(false);
  });

  it('says Something went wrong when the sending fails, and keeps everything typed', async () => {
    exportLead.mockRejectedValue(new ApiError('Network error', 0));
    render(<ExportEnquiry />);
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect(toastTitles()).toEqual([MSG.somethingWentWrong]));
    expect(screen.getByText(MSG.somethingWentWrong)).toBeTruthy();
    expect(textbox(FIELD_NAMES.company_name).value).toBe('Green Leaf Foods Pvt Ltd');
    expect(answer(7).value).toBe('Answer 7');
    expect(combobox(PLACE_COPY.country).value).toBe('United Arab Emirates');
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe(LEAD_COPY.send);
  });
});

describe('<so-export-enquiry>', () => {
  it('renders the form in its open shadow root, with the country list and Send disabled', async () => {
    define();
    const element = document.createElement('so-export-enquiry');
    document.body.append(element);
    try {
      const root = () => element.shadowRoot;
      await waitFor(() => expect(root()?.querySelector('h1')?.textContent).toBe(EXPORT_COPY.title));
      // The Country combobox offers the country list once opened.
      root()?.querySelector<HTMLInputElement>('input[role="combobox"]')?.click();
      await waitFor(() => expect(root()?.querySelectorAll('[role="listbox"] [role="option"]').length).toBeGreaterThan(1));
      expect(root()?.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
      expect(root()?.querySelectorAll('textarea[name^="answer"]').length).toBe(EXPORT_QUESTIONS.length);
    } finally {
      element.remove();
    }
  });
});
