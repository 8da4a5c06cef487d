import { Link } from 'wouter';
import { authSelectors, useAuthStore } from '../features/auth/authStore.ts';
import { ProfileCard } from '../features/auth/components/ProfileCard.tsx';
import { LanguagePicker } from '../features/language/index.ts';
import { ThemeToggle } from '../features/theme/ThemeToggle.tsx';
import { appStrings, authStrings as s } from '../lib/strings.ts';
import { ChevronRightIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/Spinner.tsx';

export default function ProfileScreen() {
  const status = useAuthStore(authSelectors.status);
  const user = useAuthStore(authSelectors.user);

  return (
    <>
      {status === 'loading' && <Spinner label={appStrings.loading} />}
      {status === 'signedOut' && (
        <div className="card form profile__signed-out">
          <p>{s.profile.notSignedIn}</p>
          <Link href="/login" className="btn btn--primary btn--block">
            {s.profile.goToLogin}
          </Link>
        </div>
      )}
      {status === 'signedIn' && user && <ProfileCard user={user} />}
      <section className="card profile__activity" aria-labelledby="activity-heading">
        <h2 id="activity-heading" className="profile__section-title">
          {s.profile.activity}
        </h2>
        <ul className="list">
          <li>
            <Link href="/mission" className="list__item">
              <span>{s.profile.mission}</span>
              <ChevronRightIcon />
            </Link>
          </li>
          <li>
            <Link href="/contact" className="list__item">
              <span>{s.profile.contact}</span>
              <ChevronRightIcon />
            </Link>
          </li>
          <li className="list__item">
            <ThemeToggle />
          </li>
          <li className="list__item">
            <LanguagePicker />
          </li>
        </ul>
      </section>
    </>
  );
}
