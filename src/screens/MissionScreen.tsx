import { Link } from 'wouter';
import { missionStrings as s } from '../lib/strings.ts';

export default function MissionScreen() {
  return (
    <section className="mission">
      <h2 className="mission__heading">{s.heading}</h2>
      <p className="mission__lead">{s.lead}</p>
      <ul className="mission__values">
        {s.values.map((value) => (
          <li key={value.name} className="card mission__value">
            <h3>{value.name}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
      <h2 className="mission__subheading">{s.standForHeading}</h2>
      <p>{s.standFor}</p>
      <Link href="/" className="btn btn--primary mission__cta">
        {s.startLearning}
      </Link>
    </section>
  );
}
