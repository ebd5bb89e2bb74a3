import { routes } from '../shared/links.ts';
import { type Profile, PROFILE_UPDATED_TOAST_MS, MSG } from '@so/contract';
import { $loggedIn, $navState, $session, getApi, navigate, requireLogin, toast } from '@so/stores';
import { useStore } from '@so/ui';
import { useForm } from '@so/ui/form';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_COPY } from './copy.ts';
import { serverMessage } from './errors.ts';
import { LoginNeeded } from './Profile.tsx';
import { ProfileEditView, validateProfile, type FormStatus, type ProfileEditValues } from './ProfileEditView.tsx';

type ProfileLike = Pick<Profile, 'first_name' | 'last_name' | 'company' | 'email' | 'mobile_no'>;

/** The navigation state, when it is the profile the Details tab passed along. */
export function profileFromState(state: unknown): ProfileLike | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const text = (k: string) => s[k] === null || s[k] === undefined || typeof s[k] === 'string';
  if (!('email' in s) || !('contact_id' in s) || !['first_name', 'last_name', 'company', 'email', 'mobile_no'].every(text)) return null;
  return s as unknown as ProfileLike;
}

const BLANK: ProfileEditValues = { first_name: '', last_name: '', company: '', email: '', mobile_no: '' };

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
  const [given] = useState(() => profileFromState($navState.get()));
  /** Whether the values are the profile's (given with the navigation, or loaded). */
  const [loaded, setLoaded] = useState(given !== null);
  const form = useForm<ProfileEditValues>({
    initial: () => (given ? toValues(given) : BLANK),
    validate: validateProfile,
    // Once a message shows, every change checks the whole form again.
    recheck: 'form',
    // The server's refusal is shown as its message above the form.
    serverErrors: () => ({}),
  });
  const values = loaded ? form.values : null;
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [message, setMessage] = useState<string>();
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const haveValues = values !== null;
  const resetForm = form.reset; // stable: the form keeps one reset
  useEffect(() => {
    if (!loggedIn) {
      requireLogin(ACCOUNT_COPY.loginToSeeProfile);
      return;
    }
    if (haveValues) return;
    let live = true;
    getApi()
      .profile()
      .then((r) => {
        if (!live) return;
        resetForm(toValues(r.data));
        setLoaded(true);
      })
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
    // Loads once per login; edits must not trigger a reload.
  }, [loggedIn, haveValues, resetForm]);
  useEffect(() => () => clearTimeout(leave.current), []);

  if (!loggedIn) return <LoginNeeded />;

  const change = (field: keyof ProfileEditValues, value: string) => {
    if (values) form.setField(field, value);
  };

  const submit = async () => {
    if (!values || status === 'done') return;
    const result = await form.submit(async (v) => {
      const answer = await getApi().updateProfile({ ...v, mobile_no: v.mobile_no.trim() });
      if (!answer.status) throw new Error(answer.non_field_errors?.[0] ?? answer.message ?? MSG.somethingWentWrong);
      return v;
    });
    if (result.status === 'sent') {
      const session = $session.get();
      if (session) $session.set({ ...session, first_name: result.result.first_name, last_name: result.result.last_name });
      setStatus('done');
      toast({ kind: 'success', title: MSG.profileUpdated, duration: PROFILE_UPDATED_TOAST_MS });
      leave.current = setTimeout(() => navigate(routes.profile()), PROFILE_UPDATED_TOAST_MS);
    } else if (result.status === 'failed' || result.status === 'refused') {
      setMessage(serverMessage(result.error));
      setStatus('failed');
    }
  };

  return (
    <ProfileEditView
      values={values}
      errors={form.errors}
      status={form.submitting ? 'submitting' : status}
      formRef={form.formRef}
      message={message}
      loadFailed={loadFailed}
      onChange={change}
      onSubmit={() => void submit()}
    />
  );
}
