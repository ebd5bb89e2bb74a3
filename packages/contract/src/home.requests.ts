/**
 * The requests of the home page (banners, sections, statistics, blog teasers): the path parameters,
 * queries and bodies a call may send, as superstruct schemas built from the field parsers
 * (`fields.ts`). The server validates each request with them
 * (packages/server/src/http/validate.ts); the browser's builds leave them out. No answer schema
 * lives here: a module is bundled whole (docs/decisions.md).
 */
import { type } from 'superstruct';
import { BANNER_SEQUENCES, HOME_SECTION_TYPES } from './constants.ts';
import { OneOf } from './fields.ts';

export const BannersQuery = type({ sequence: OneOf('sequence', BANNER_SEQUENCES, { fallback: 'Upper' }) });
export const SectionsQuery = type({ type: OneOf('type', HOME_SECTION_TYPES) });
