import { client } from '../auth-client.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';

/** `/` has nothing of its own: the account when signed in, the sign-in page otherwise. */
export function HomePage() {
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading />;
  return <Redirect to={data ? '/account' : '/sign-in'} />;
}
