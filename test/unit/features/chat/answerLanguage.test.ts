import { describe, expect, it } from 'vitest';
import { directRequestBody } from '../../../../src/features/chat/api/directRoute.ts';

const question = [{ role: 'user' as const, content: 'Resuelve 2x = 4' }];
const system = (body: ReturnType<typeof directRequestBody>) => String(body.messages[0]?.content);

describe("the direct route's prompt asks for the student's language (issue 21)", () => {
  it('says nothing about language in English, and names Spanish or Arabic otherwise', () => {
    expect(system(directRequestBody(question, null))).not.toMatch(/Answer in [A-Z]/);
    expect(system(directRequestBody(question, null, 'en'))).not.toMatch(/Answer in [A-Z]/);
    expect(system(directRequestBody(question, 'Math', 'es'))).toMatch(/\nAnswer in Spanish\.$/);
    expect(system(directRequestBody(question, null, 'ar'))).toMatch(/\nAnswer in Arabic\.$/);
  });
});
