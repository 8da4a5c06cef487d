// Mission page (SPEC §2 Mission, §1: "empowers students with personalized AI tutoring").
export const missionStrings = {
  heading: 'Our Mission',
  lead: 'StudyMate empowers students with personalized AI tutoring — patient, clear help with any subject, whenever and wherever they study.',
  values: [
    {
      name: 'Innovation',
      text: 'We bring the newest advances in AI to everyday studying, so every student can learn with a tutor that adapts to them.',
    },
    {
      name: 'Accessibility',
      text: 'Help should not depend on money, place or connection. StudyMate is free to start, works on any phone and keeps your notes readable offline.',
    },
    {
      name: 'Excellence',
      text: 'Answers are structured step by step, so students understand the why — not just the result.',
    },
  ],
  standForHeading: 'What We Stand For',
  standFor:
    'We stand for learning that builds understanding and confidence. StudyMate explains instead of just answering, respects your privacy, and is there at midnight before the exam as much as in the middle of the afternoon.',
  startLearning: 'Start Learning',
} as const;
