import { authStrings as s } from '../../../lib/strings.ts';
import { Email } from '../../../ui/EmailAddress.tsx';
import { useProfilePlan } from '../useProfilePlan.ts';
import { type AuthUser, displayNameOf, initialsOf } from '../user.ts';
import { PlanBadge } from './PlanBadge.tsx';

/** SPEC §2 Profile, signed in: initials, display name, e-mail and the plan badge. */
export function ProfileCard({ user }: { user: AuthUser }) {
  const plan = useProfilePlan(user.id);
  return (
    <section className="card profile__card" aria-labelledby="profile-name">
      <div className="avatar avatar--large" aria-hidden="true">
        {initialsOf(user)}
      </div>
      <h2 id="profile-name" className="profile__name">
        {displayNameOf(user, s.profile.fallbackName)}
      </h2>
      <p className="profile__email">
        <Email email={user.email ?? ''} />
      </p>
      <output className="profile__plan" aria-live="polite">
        <PlanBadge state={plan} />
      </output>
    </section>
  );
}
