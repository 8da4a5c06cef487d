import { ContactFormCard } from '../features/contact/ContactFormCard.tsx';
import { config } from '../lib/config.ts';
import { contactStrings as s } from '../lib/strings.ts';

/** SPEC §2 Contact (/contact): the message form and the support address. */
export default function ContactScreen() {
  return (
    <div className="contact">
      <ContactFormCard />
      <aside className="card contact__info" aria-labelledby="contact-info-title">
        <h2 id="contact-info-title" className="form__title">
          {s.infoTitle}
        </h2>
        <p>
          {s.supportLabel}: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
        </p>
      </aside>
    </div>
  );
}
