/** SPEC §1's subject chips, in the order the chat shows them. */
export const SUBJECTS = [
  'Math',
  'Science',
  'Literature',
  'Programming',
  'Health',
  'History',
  'Physics',
  'Chemistry',
  'Biology',
  'Fitness',
  'Economics',
] as const;

export type Subject = (typeof SUBJECTS)[number];

/** A subject named in any letter case (surrounding spaces ignored), or undefined. */
export function findSubject(value: string): Subject | undefined {
  const wanted = value.trim().toLowerCase();
  return SUBJECTS.find((subject) => subject.toLowerCase() === wanted);
}
