// Links between files (docs/files-api.md "Links between files (contacts)"); shapes from the shared response schemas.
export type { Contact, ContactList } from '@trestle/shared/meta-responses';
