import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { ANSWER, B2B_QUESTIONS, MSG } from '@so/contract';
import { $toasts } from '@so/stores';
import { LEAD_COPY } from '../shared/lead-copy.ts';
import {
  choose,
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
import { B2bEnquiry } from './B2bEnquiry.tsx';
import { define } from './b2b-enquiry.element.ts';
import { B2B_COPY } from './copy.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const b2bLead = vi.fn(async (_body: unknown): Promise<{ status: boolean; message: string }> => ({ status: true, message: MSG.dataCreated }));

beforeEach(() => {
  resetShopper();
  b2bLead.mockReset();
  b2bLead.mockImplementation(async () => ({ status: true, message: MSG.dataCreated }));
  // A new client per test: the country list is cached per client.
  fake.api = { ...fakePlaces(), b2bLead };
});

const toastTitles = () => $toasts.get().map((t) => t.title);
const answer = (n: number) => textbox(B2B_QUESTIONS[n - 1]);

async function fillAll() {
  await fillLead();
  B2B_QUESTIONS.forEach((_, i) => type(answer(i + 1), `Answer ${i + 1}`));
}

describe('B2B enquiry (/bussiness)', () => {
  it('has the h1, the intro for business buyers, the sections and the 4 questions', () => {
    render(<B2bEnquiry />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(B2B_COPY.title);
    expect(screen.getByText(B2B_COPY.intro)).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...B2B_COPY.audience]);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([B2B_COPY.audienceTitle, LEAD_COPY.sections.company, LEAD_COPY.sections.contact, B2B_COPY.questionsTitle]);
    const questions = screen.getByRole('group', { name: B2B_COPY.questionsTitle });
    expect(within(questions).getAllByRole('textbox').map((t) => t.getAttribute('name'))).toEqual(['answer1', 'answer2', 'answer3', 'answer4', 'specific_requirements']);
    B2B_QUESTIONS.forEach((_, i) => expect(answer(i + 1).getAttribute('name')).toBe(`answer${i + 1}`));
    expect(textbox(FIELD_NAMES.email).type).toBe('email');
    expect(textbox(FIELD_NAMES.phone_no).type).toBe('tel');
    expect(['Yes', 'Applied for registration', 'No'].map((name) => radio(name).value)).toEqual(['yes', 'applied', 'no']);
  });

  it('keeps Send disabled until the consent box is ticked; each click toggles it', async () => {
    render(<B2bEnquiry />);
    await fillAll();
    expect(consentBox().checked).toBe(false);
    expect(sendButton().disabled).toBe(true);
    expect(describedBy(sendButton())).toBe(LEAD_COPY.consentNeeded);
    fireEvent.submit(sendButton().closest('form') as HTMLFormElement);
    expect(b2bLead).not.toHaveBeenCalled();

    fireEvent.click(consentBox());
    expect(consentBox().checked).toBe(true);
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByText(LEAD_COPY.consentNeeded)).toBeNull();
    fireEvent.click(consentBox());
    expect(consentBox().checked).toBe(false);
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(consentBox());
    expect(sendButton().disabled).toBe(false);
  });

  it('shows every required message on an empty Send, beside its field, and focuses the first; nothing is sent', async () => {
    render(<B2bEnquiry />);
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    expectMessage(textbox(FIELD_NAMES.company_name), ANSWER.fieldRequired('Company name'));
    expectMessage(textbox(FIELD_NAMES.industry_type), ANSWER.fieldRequired('Industry type'));
    expectMessage(combobox(FIELD_NAMES.company_size), ANSWER.fieldRequired('Company size'));
    expectMessage(combobox(FIELD_NAMES.annual_revenue), ANSWER.fieldRequired('Annual revenue'));
    expectMessage(registeredGroup(), ANSWER.fieldRequired('Company registered'));
    // The place and the contact person are optional: no message, no asterisk, not required.
    for (const name of [FIELD_NAMES.website, FIELD_NAMES.job_title, FIELD_NAMES.specific_requirements, FIELD_NAMES.full_name, FIELD_NAMES.email, FIELD_NAMES.phone_no]) {
      expect(textbox(name).getAttribute('aria-invalid'), name).toBeNull();
      expect(textbox(name).required, name).toBe(false);
    }
    for (const name of [PLACE_COPY.country, PLACE_COPY.state, PLACE_COPY.city]) {
      expect(combobox(name).getAttribute('aria-invalid'), name).toBeNull();
      expect(combobox(name).required, name).toBe(false);
      expect(combobox(name).labels?.[0]?.textContent, name).not.toContain('*');
    }
    expect(textbox(FIELD_NAMES.company_name).labels?.[0]?.textContent).toContain('*');
    await waitFor(() => expect(document.activeElement).toBe(textbox(FIELD_NAMES.company_name)));
    expect(b2bLead).not.toHaveBeenCalled();

    // A message follows the typing in its own field.
    type(textbox(FIELD_NAMES.company_name), 'Green Leaf Foods');
    expect(textbox(FIELD_NAMES.company_name).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends a lead with the company details alone (no place, no contact person); an e-mail or phone that is given must be valid', async () => {
    render(<B2bEnquiry />);
    type(textbox(FIELD_NAMES.company_name), 'Green Leaf Foods Pvt Ltd');
    type(textbox(FIELD_NAMES.industry_type), 'Organic food retail');
    choose(combobox(FIELD_NAMES.company_size), LEAD_COPY.companySizes[2]);
    choose(combobox(FIELD_NAMES.annual_revenue), '1 to 5 cr');
    fireEvent.click(radio(LEAD_COPY.registered.yes));
    type(textbox(FIELD_NAMES.email), 'ravi@');
    type(textbox(FIELD_NAMES.phone_no), '12-ab');
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    expectMessage(textbox(FIELD_NAMES.email), MSG.invalidEmail);
    expectMessage(textbox(FIELD_NAMES.phone_no), ANSWER.phoneInvalid('Phone number'));
    expect(b2bLead).not.toHaveBeenCalled();

    type(textbox(FIELD_NAMES.email), '');
    type(textbox(FIELD_NAMES.phone_no), '');
    fireEvent.click(sendButton());
    await waitFor(() => expect(b2bLead).toHaveBeenCalledTimes(1));
    expect(b2bLead.mock.calls[0][0]).toMatchObject({
      company_name: 'Green Leaf Foods Pvt Ltd',
      annual_revenue: '1 to 5 cr',
      company_registered: 'yes',
      country: null,
      state: null,
      city: null,
      full_name: null,
      email: null,
      phone_no: null,
    });
    expect(await screen.findByText(MSG.dataCreated, { selector: 'strong' })).toBeTruthy();
  });

  it("checks the phone against the chosen country's calling code before sending", async () => {
    render(<B2bEnquiry />);
    await fillLead({ phone: '+1 415 555 0100' });
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    expectMessage(textbox(FIELD_NAMES.phone_no), ANSWER.phoneStartsWith('Phone number', '+91'));
    await waitFor(() => expect(document.activeElement).toBe(textbox(FIELD_NAMES.phone_no)));
    expect(b2bLead).not.toHaveBeenCalled();
  });

  it('sends the lead: the revenue as shown, registered, the places, the phone with its calling code, answer1..4; Sending while on its way', async () => {
    const answerLater = deferred<{ status: boolean; message: string }>();
    b2bLead.mockImplementation(() => answerLater.promise);
    render(<B2bEnquiry />);
    await fillAll();
    choose(combobox(FIELD_NAMES.annual_revenue), '50 to 100 cr');
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());

    expect(b2bLead).toHaveBeenCalledTimes(1);
    expect(b2bLead.mock.calls[0][0]).toEqual({
      company_name: 'Green Leaf Foods Pvt Ltd',
      industry_type: 'Organic food retail',
      company_size: LEAD_COPY.companySizes[2],
      website: 'https://www.greenleaf.example',
      annual_revenue: '50 to 100 cr',
      company_registered: 'applied',
      country: 104,
      state: 1198,
      city: 117,
      full_name: 'Ravi Shah',
      job_title: 'Purchase Manager',
      email: 'ravi@greenleaf.example',
      phone_no: '+919876543210',
      specific_requirements: 'Monthly supply to 12 stores',
      answer1: 'Answer 1',
      answer2: 'Answer 2',
      answer3: 'Answer 3',
      answer4: 'Answer 4',
    });
    await waitFor(() => expect(sendButton().textContent).toBe(LEAD_COPY.sending));
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(sendButton());
    expect(b2bLead).toHaveBeenCalledTimes(1);

    answerLater.resolve({ status: true, message: MSG.dataCreated });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MSG.dataCreated));
    expect(screen.getByRole('status').textContent).toContain(B2B_COPY.sent);
    expect(toastTitles()).toEqual([MSG.dataCreated]);
  });

  it('starts afresh after a sent enquiry: fields, places, consent and Send', async () => {
    render(<B2bEnquiry />);
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(MSG.dataCreated));
    for (const name of [FIELD_NAMES.company_name, FIELD_NAMES.full_name, FIELD_NAMES.email, FIELD_NAMES.phone_no, FIELD_NAMES.specific_requirements]) {
      expect(textbox(name).value, name).toBe('');
    }
    expect(answer(1).value).toBe('');
    expect(combobox(FIELD_NAMES.annual_revenue).value).toBe('');
    expect(radio(LEAD_COPY.registered.applied).checked).toBe(false);
    expect(combobox(PLACE_COPY.country).value).toBe('');
    expect(combobox(PLACE_COPY.state).disabled).toBe(true);
    expect(consentBox().checked).toBe(false);
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe(LEAD_COPY.send);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    // A second enquiry goes as well.
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect(b2bLead).toHaveBeenCalledTimes(2));
  });

  it("puts the server's field messages (400) on their fields and keeps everything typed", async () => {
    b2bLead.mockRejectedValue(
      new ApiError(ANSWER.mustBeWebsite('Website'), 400, {
        status: false,
        message: ANSWER.mustBeWebsite('Website'),
        errors: { website: ANSWER.mustBeWebsite('Website'), state: ANSWER.unknownStateOfCountry },
      }),
    );
    render(<B2bEnquiry />);
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expectMessage(textbox(FIELD_NAMES.website), ANSWER.mustBeWebsite('Website')));
    expectMessage(combobox(PLACE_COPY.state), ANSWER.unknownStateOfCountry);
    await waitFor(() => expect(document.activeElement).toBe(textbox(FIELD_NAMES.website)));
    expect(textbox(FIELD_NAMES.company_name).value).toBe('Green Leaf Foods Pvt Ltd');
    expect(combobox(PLACE_COPY.state).value).toBe('1198');
    expect(answer(4).value).toBe('Answer 4');
    expect(consentBox().checked).toBe(true);
    expect(sendButton().disabled).toBe(false);
    expect(toastTitles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says Something went wrong when the sending fails, and keeps everything typed', async () => {
    b2bLead.mockRejectedValue(new ApiError('Server error', 500));
    render(<B2bEnquiry />);
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect(toastTitles()).toEqual([MSG.somethingWentWrong]));
    expect(screen.getByText(MSG.somethingWentWrong)).toBeTruthy();
    expect(textbox(FIELD_NAMES.company_name).value).toBe('Green Leaf Foods Pvt Ltd');
    expect(answer(2).value).toBe('Answer 2');
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe(LEAD_COPY.send);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says why after too many enquiries (429)', async () => {
    b2bLead.mockRejectedValue(new ApiError(ANSWER.tooManyEnquiries, 429, { status: false, message: ANSWER.tooManyEnquiries }));
    render(<B2bEnquiry />);
    await fillAll();
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect($toasts.get()).toMatchObject([{ kind: 'error', title: MSG.somethingWentWrong, description: ANSWER.tooManyEnquiries }]));
    expect(screen.getByText(ANSWER.tooManyEnquiries)).toBeTruthy();
  });

  it('needs no state or city for a country without states (sent as null), and the phone takes the new calling code', async () => {
    render(<B2bEnquiry />);
    await fillLead({ phone: '0412 345 678', places: ['United Arab Emirates', 'Dubai', 'Dubai'] });
    expect(describedBy(textbox(FIELD_NAMES.phone_no))).toContain('+971');
    await chooseCountry('Australia');
    expect(describedBy(textbox(FIELD_NAMES.phone_no))).toContain('+61');
    // Australia's (empty) list of states has arrived: nothing to choose, nothing required.
    await waitFor(() => expect(combobox(PLACE_COPY.state).options[0].textContent).toBe(PLACE_COPY.chooseState));
    expect(combobox(PLACE_COPY.state).options.length).toBe(1);
    expect(combobox(PLACE_COPY.state).required).toBe(false);
    type(textbox(FIELD_NAMES.phone_no), '412 345 678');
    fireEvent.click(consentBox());
    fireEvent.click(sendButton());
    await waitFor(() => expect(b2bLead).toHaveBeenCalledTimes(1));
    expect(b2bLead.mock.calls[0][0]).toMatchObject({ country: 13, state: null, city: null, phone_no: '+61412345678' });
  });
});

describe('<so-b2b-enquiry>', () => {
  it('renders the form in its open shadow root, with the country list and Send disabled', async () => {
    define();
    const element = document.createElement('so-b2b-enquiry');
    document.body.append(element);
    try {
      const root = () => element.shadowRoot;
      await waitFor(() => expect(root()?.querySelector('h1')?.textContent).toBe(B2B_COPY.title));
      // The Country combobox offers the country list once opened.
      root()?.querySelector<HTMLInputElement>('input[role="combobox"]')?.click();
      await waitFor(() => expect(root()?.querySelectorAll('[role="listbox"] [role="option"]').length).toBeGreaterThan(1));
      expect(root()?.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
      expect(root()?.querySelectorAll('textarea[name^="answer"]').length).toBe(B2B_QUESTIONS.length);
    } finally {
      element.remove();
    }
  });
});
