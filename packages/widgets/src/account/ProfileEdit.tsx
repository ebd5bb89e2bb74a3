import { routes } from '../shared/links.ts';
import { type Profile, PROFILE_UPDATED_TOAST_MS, MSG } from '@so/contract';
import { $loggedIn, $navState, $session, getApi, navigate, requireLogin, toast } from '@so/stores';
import { useStore } from '@so/ui';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_COPY } from './copy.ts';
import { serverMessage } from './errors.ts';
import { LoginNeeded } from './Profile.tsx';
import { ProfileEditView, validateProfile, type FormStatus, type ProfileEditErrors, type ProfileEditValues } from './ProfileEditView.tsx';

type ProfileLike = Pick<Profile, 'first_name' | 'last_name' | 'company' | 'email' | 'mobile_no'>;

/** The navigation state, when it is the profile the Details tab passed along. */
export function profileFromState(state: unknown): ProfileLike | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const text = (k: string) => s[k] === null || s[k] === undefined || typeof s[k] === 'string';
  if (!('email' in s) || !('contact_id' in s) || !['first_name', 'last_name', 'company', 'email', 'mobile_no'].every(text)) return null;
  return s as unknown as ProfileLike;
}

function toValues(p: ProfileLike): ProfileEditValues {
  return {
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    company: p.company ?? '',
    email: p.email ?? '',
    mobile_no: p.mobile_no ?? '',
  };
}

/** /profile/edit wired to the navigation state (or GET /user/profile/) and PATCH /user/profile/. */
export function ProfileEdit() {
  const loggedIn = useStore($loggedIn);
  const [values, setValues] = useState<ProfileEditValues | null>(() => {
    const given = profileFromState($navState.get());
    return given ? toValues(given) : null;
  });
  const [loadFailed, setLoadFailed] = useState(false);
  const [errors, setErrors] = useState<ProfileEditErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string>();
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const haveValues = values !== null;
  useEffect(() => {
    if (!loggedIn) {
      requireLogin(ACCOUNT_COPY.loginToSeeProfile);
      return;
    }
    if (haveValues) return;
    let live = true;
    getApi()
      .profile()
      .then((r) => live && setValues(toValues(r.data)))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
    // Loads once per login; edits must not trigger a reload.
  }, [loggedIn, haveValues]);
  useEffect(() => () => clearTimeout(leave.current), []);

  if (!loggedIn) return <LoginNeeded />;

  const change = (field: keyof ProfileEditValues, value: string) => {
    if (!values) return;
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors(validateProfile(next));
  };

  const submit = async () => {
    if (!values || status === 'submitting' || status === 'done') return;
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('submitting');
    try {
      const answer = await getApi().updateProfile({ ...values, mobile_no: values.mobile_no.trim() });
      if (!answer.status) throw new Error(answer.non_field_errors?.[0] ?? answer.message ?? MSG.somethingWentWrong);
      const session = $session.get();
      if (session) $session.set({ ...session, first_name: values.first_name, last_name: values.last_name });
      setStatus('done');
      toast({ kind: 'success', title: MSG.profileUpdated, duration: PROFILE_UPDATED_TOAST_MS });
      leave.current = setTimeout(() => navigate(routes.profile()), PROFILE_UPDATED_TOAST_MS);
    } catch (error) {
      setMessage(serverMessage(error));
      setStatus('failed');
    }
  };

  return (
    <ProfileEditView
      values={values}
      errors={errors}
      status={status}
      message={message}
      loadFailed={loadFailed}
      onChange={change}
      onSubmit={() => void submit()}
    />
  );
}
