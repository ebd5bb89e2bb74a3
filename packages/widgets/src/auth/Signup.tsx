import { useState } from 'react';
import { DEFAULT_CALLING_CODE, PHONE_DIGITS, MSG } from '@so/contract';
import { getApi, openLoginDialog, toast } from '@so/stores';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { AUTH_COPY } from './copy.ts';
import { errorText, fieldErrorsOf } from './errors.ts';
import { emptySignup, SignupView, type SignupErrors } from './SignupView.tsx';
import { digitsOnly, hasErrors, signupFieldError, validateAll, type SignupField, type SignupValues } from './validation.ts';

const FIELDS: readonly SignupField[] = ['first_name', 'last_name', 'email', 'mobile', 'password', 'confirm_password'];
const SERVER_FIELDS: Record<string, SignupField | 'captcha'> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  mobile_no: 'mobile',
  password: 'password',
  confirm_password: 'confirm_password',
  recaptcha: 'captcha',
};

/** The connected signup form: validates, needs the captcha, then POST /user/signup/. */
export function Signup() {
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useCaptcha();
  const solution = captcha.solution;

  const onChange = (field: SignupField, raw: string) => {
    const value = field === 'mobile' ? digitsOnly(raw, PHONE_DIGITS) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, it follows the typing (and so does the confirmation).
    setErrors((e) => {
      const out = { ...e };
      if (e[field]) out[field] = signupFieldError(field, next);
      if (field === 'password' && e.confirm_password) out.confirm_password = signupFieldError('confirm_password', next);
      return out;
    });
  };

  const onBlur = (field: SignupField) => {
    if (!values[field] && !errors[field]) return;
    setErrors((e) => ({ ...e, [field]: signupFieldError(field, values) }));
  };

  const onSubmit = async () => {
    setFailure(null);
    const found: SignupErrors = validateAll(FIELDS, values, signupFieldError);
    if (!solution) found.captcha = MSG.verifyNotRobot;
    setErrors(found);
    if (hasErrors(found) || !solution) return;
    setBusy(true);
    try {
      await getApi().signup({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        mobile_no: DEFAULT_CALLING_CODE + values.mobile,
        password: values.password,
        confirm_password: values.confirm_password,
        recaptcha: solution,
      });
      setValues(emptySignup);
      setErrors({});
      captcha.reset();
      toast({ kind: 'success', title: AUTH_COPY.signupSuccess });
      openLoginDialog();
    } catch (error) {
      const byField = fieldErrorsOf(error, SERVER_FIELDS);
      setErrors(byField);
      if (!hasErrors(byField)) setFailure(errorText(error, MSG.tryAgainLater));
      captcha.reset();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignupView
      values={values}
      errors={errors}
      busy={busy}
      failure={failure}
      onChange={onChange}
      onBlur={onBlur}
      onSubmit={() => void onSubmit()}
      captcha={<Captcha {...captcha.props} error={errors.captcha} />}
      loginPrompt={
        <p className="auth__note">
          {AUTH_COPY.haveAccount}{' '}
          <button type="button" className="auth__linkbtn" onClick={() => openLoginDialog()}>
            {AUTH_COPY.logIn}
          </button>
        </p>
      }
    />
  );
}
