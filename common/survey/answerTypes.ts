/** What a respondent answered, by question id: the shape skip logic reads and answers.ts checks. */
export type AnswerValue = string | number | string[] | Record<string, number> | null;
export type Answers = Record<string, AnswerValue>;
