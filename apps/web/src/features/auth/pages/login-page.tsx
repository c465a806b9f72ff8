// /login under the router: the sign-in form (components/sign-in-form.tsx) with the address's query, going on
// with the router once signed in. A first visit to /login hydrates its pre-rendered HTML without the router
// instead (app/sign-in-root.tsx, docs/decisions/033).
import { useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '../components/sign-in-form';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return <SignInForm params={params} goTo={(path) => navigate(path, { replace: true })} />;
}
