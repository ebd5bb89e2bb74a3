import { useState } from 'react';
import { DEFAULT_CALLING_CODE, PHONE_DIGITS, MSG } from '@so/contract';
import { getApi, openLoginDialog, toast } from '@so/stores';
import { useForm } from '@so/ui/form';
import { Captcha, useCaptcha } from '../shared/Captcha.tsx';
import { AUTH_COPY } from './copy.ts';
import { errorText } from './errors.ts';
import { emptySignup, SignupView } from './SignupView.tsx';
import { digitsOnly, signupFieldError, validateAll, type SignupField, type SignupValues } from './validation.ts';

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
  const form = useForm<SignupValues, SignupField | 'captcha'>({
    initial: emptySignup,
    validate: (v) => validateAll(FIELDS, v, signupFieldError),
    // The confirmation follows the password it confirms.
    follows: { password: ['confirm_password'] },
    serverFields: SERVER_FIELDS,
  });
  const { values, errors } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const captcha = useCaptcha();
  const solution = captcha.solution;

  const onChange = (field: SignupField, raw: string) => form.setField(field, field === 'mobile' ? digitsOnly(raw, PHONE_DIGITS) : raw);

  const onSubmit = async () => {
    setFailure(null);
    const result = await form.submit(
      (v) =>
        getApi().signup({
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          email: v.email.trim(),
          mobile_no: DEFAULT_CALLING_CODE + v.mobile,
          password: v.password,
          confirm_password: v.confirm_password,
          recaptcha: solution ?? '',
        }),
      { extra: { captcha: solution ? undefined : MSG.verifyNotRobot } },
    );
    if (result.status === 'invalid' || result.status === 'busy') return;
    captcha.reset();
    if (result.status === 'sent') {
      form.reset();
      toast({ kind: 'success', title: AUTH_COPY.signupSuccess });
      openLoginDialog();
    } else if (result.status === 'failed') {
      setFailure(errorText(result.error, MSG.tryAgainLater));
    }
  };

  return (
    <SignupView
      values={values}
      errors={errors}
      busy={form.submitting}
      formRef={form.formRef}
      failure={failure}
      onChange={onChange}
      onBlur={form.blur}
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
