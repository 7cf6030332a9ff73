// Spec 3: the user id is a Mongo-style id whose first 8 hex characters are its creation time.

/** Creation date of a user id, or null when the id does not start with 8 hex characters. */
export function createdDateFromId(id: string | null | undefined): Date | null {
  const head = id?.slice(0, 8) ?? '';
  if (!/^[0-9a-f]{8}$/i.test(head)) return null;
  return new Date(parseInt(head, 16) * 1000);
}
