import { describe, expect, it } from 'vitest';
import { validate, type Struct } from 'superstruct';
import { MSG } from './messages.ts';
import { ANSWER } from './answers.ts';
import { ChangePasswordRequest, ProfileUpdateRequest, SignupRequest } from './account.requests.ts';
import { AddressRequest } from './addresses.requests.ts';
import { CartAddRequest } from './cart.requests.ts';
import { ProductListQuery, ReviewRequest } from './catalogue.requests.ts';
import { OrderRequest } from './orders.requests.ts';
import { StockRequest } from './staff.requests.ts';
import { MAX_STOCK } from './constants.ts';

/** The parsed value, or every field's message. */
function parse<T, S>(schema: Struct<T, S>, input: unknown): { value?: T; errors?: Record<string, string> } {
  const [error, value] = validate(input, schema, { coerce: true });
  if (!error) return { value };
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) errors[failure.path.join('.')] ??= failure.message;
  return { errors };
}

describe('request schemas', () => {
  it('signup: every field message at once, the password match included', () => {
    const { errors } = parse(SignupRequest, { email: 'nope', first_name: ' ', last_name: '', password: 'weakpass', confirm_password: 'other', mobile_no: '12345' });
    expect(errors).toEqual({
      email: MSG.invalidEmail,
      mobile_no: MSG.mobileTenDigits,
      first_name: MSG.firstNameRequired,
      last_name: MSG.lastNameRequired,
      password: MSG.passwordRule,
      confirm_password: MSG.passwordsDoNotMatch,
    });
  });

  it('signup: normalises what it accepts (e-mail lower-cased, +91 mobile, trimmed names)', () => {
    const { value } = parse(SignupRequest, {
      email: ' Asha@Example.IN ',
      first_name: ' Asha ',
      last_name: 'Patel',
      password: 'Asha@12345',
      confirm_password: 'Asha@12345',
      mobile_no: 9812345678,
    });
    expect(value).toMatchObject({ email: 'asha@example.in', first_name: 'Asha', mobile_no: '+919812345678', recaptcha: '' });
  });

  it('refuses control characters in text, allows newlines in free text only', () => {
    expect(parse(SignupRequest, { first_name: 'A\u0000' }).errors?.first_name).toBe(ANSWER.controlCharacters('First name'));
    expect(parse(ReviewRequest, { rating: 4, review: 'Good\nghee' }).value?.review).toBe('Good\nghee');
    expect(parse(ReviewRequest, { rating: 4, review: 'bad\u0007' }).errors?.review).toBe(ANSWER.controlCharacters('The review'));
    expect(parse(ReviewRequest, { rating: 4, name: 'x'.repeat(500) }).errors).toBeUndefined();
  });

  it("address: the form's messages, the PIN code rule (India) and the postal code rule (elsewhere), the default tag", () => {
    const { errors } = parse(AddressRequest, { mobile: '12', postal_code: '38A006' });
    expect(errors).toMatchObject({
      full_name: MSG.fullNameRequired,
      address_line_1: MSG.street1Required,
      address_line_2: MSG.street2Required,
      country: MSG.countryRequired,
      state: MSG.stateRequired,
      city: MSG.cityRequired,
      postal_code: MSG.pinInvalid,
      mobile: ANSWER.mobileTenDigitsAfterCode,
    });
    expect(parse(AddressRequest, {}).errors?.postal_code).toBe(MSG.pinRequired);
    expect(parse(AddressRequest, { country: 104, postal_code: '012345' }).errors?.postal_code).toBe(MSG.pinInvalid);
    expect(parse(AddressRequest, { country: '104', postal_code: '38001' }).errors?.postal_code).toBe(MSG.pinInvalid);
    expect(parse(AddressRequest, { country: 225, postal_code: 'SW1A 1AA' }).errors?.postal_code).toBeUndefined();
    expect(parse(AddressRequest, { country: 225, postal_code: '' }).errors?.postal_code).toBe(MSG.postalCodeRequired);
    expect(parse(AddressRequest, { country: 225, postal_code: 'SW1A_1AA' }).errors?.postal_code).toBe(MSG.postalCodeInvalid);
    const ok = parse(AddressRequest, {
      full_name: 'Asha',
      address_line_1: 'a',
      address_line_2: 'b',
      country: '104',
      state: 1198,
      city: '117',
      postal_code: '380006',
      mobile: '+91 98123-45678',
      address_tags: 'home',
    }).value;
    expect(ok).toMatchObject({ country: 104, city: 117, address_tags: 'Home', mobile: '+919812345678', another_mobile: null, is_default: null, landmark: null });
  });

  it('query strings: defaults, ids and whitelisted orderings', () => {
    expect(parse(ProductListQuery, {}).value).toEqual({
      page: 1,
      ordering: '',
      category_id: null,
      category_name: '',
      prod_search: '',
      brand: null,
      product_tag: null,
      product_foam: null,
    });
    expect(parse(ProductListQuery, { page: '0' }).errors?.page).toBe(ANSWER.pageInvalid);
    expect(parse(ProductListQuery, { ordering: 'name' }).errors?.ordering).toBe(ANSWER.mustBeOneOf('ordering', ['base_price', '-base_price']));
    expect(parse(ProductListQuery, { brand: 'x' }).errors?.brand).toBe(ANSWER.mustBeId('brand'));
  });

  it('cart: required, whole and positive quantities', () => {
    expect(parse(CartAddRequest, {}).errors).toEqual({ pid: ANSWER.fieldRequired('pid'), quantity: ANSWER.fieldRequired('quantity') });
    expect(parse(CartAddRequest, { pid: 1, quantity: '1.5' }).errors?.quantity).toBe(ANSWER.mustBeWholeNumber('quantity'));
    expect(parse(CartAddRequest, { pid: 1, quantity: 0 }).errors?.quantity).toBe(MSG.quantityGreaterThanZero);
    expect(parse(CartAddRequest, { pid: '7', quantity: '2' }).value).toEqual({ pid: 7, quantity: 2 });
  });

  it('partial updates leave out what was not sent', () => {
    expect(parse(ProfileUpdateRequest, { first_name: 'X', mobile_no: '' }).value).toEqual({ first_name: 'X', mobile_no: undefined });
    expect(parse(ProfileUpdateRequest, { first_name: '' }).errors?.first_name).toBe(MSG.firstNameRequired);
    expect(parse(ProfileUpdateRequest, { mobile_no: '98123' }).errors?.mobile_no).toBe(MSG.validMobile);
    expect(parse(ChangePasswordRequest, { old_password: '', new_password: 'x', confirm_password: 'y' }).errors).toEqual({
      old_password: ANSWER.oldPasswordRequired,
      new_password: MSG.passwordRule,
      confirm_password: MSG.passwordsDoNotMatch,
    });
  });

  it('orders: payment method in any case, coins default to 0, gift message null when blank', () => {
    expect(parse(OrderRequest, { pay_type: 'cod', address1: 3 }).value).toMatchObject({ pay_type: 'COD', used_coin: 0, udf5: null, client_key: null, is_gift: false });
    expect(parse(OrderRequest, { pay_type: 'cash', address1: '' }).errors).toEqual({ pay_type: ANSWER.selectPayment, address1: MSG.selectBillingAddress });
  });

  it('staff stock: null is out of stock, anything but 0…MAX_STOCK is refused', () => {
    expect(parse(StockRequest, { stock: null }).value).toEqual({ stock: null });
    for (const stock of [undefined, -1, 1.5, 'ten', true, MAX_STOCK + 1, '']) {
      expect(parse(StockRequest, { stock }).errors?.stock).toBe(ANSWER.stockInvalid(MAX_STOCK));
    }
  });
});
