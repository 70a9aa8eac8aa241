/**
 * Why the verifier refused, for the log: its first words only ("Response counter value 3…"),
 * since the rest repeats what the browser sent (challenge, origin).
 */
export const reasonOf = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .split(' ')
    .slice(0, 4)
    .join(' ');
