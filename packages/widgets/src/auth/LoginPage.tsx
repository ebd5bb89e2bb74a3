import { useEffect } from 'react';
import { useStore } from '@so/ui';
import { $loggedIn, navigate } from '@so/stores';
import { AUTH_COPY } from './copy.ts';
import { LoginForm } from './LoginForm.tsx';

/** The /login page: the login form inline; a logged-in user goes to /. */
export function LoginPage() {
  const loggedIn = useStore($loggedIn);
  useEffect(() => {
    if (loggedIn) navigate('/', { replace: true });
  }, [loggedIn]);
  if (loggedIn) return null;
  return (
    <section className="auth-page" part="page">
      <h1 className="auth-page__title">{AUTH_COPY.loginTitle}</h1>
      <LoginForm />
    </section>
  );
}
