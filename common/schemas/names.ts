/**
 * Names people choose for themselves or for things (a store, a product, a customer, the buyer at
 * checkout, a guest writing to a store, the sender of the contact form): text shown to other
 * people, in lists, notifications, emails and packing slips, in Arabic as well as Latin script.
 *
 * The Unicode embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) are
 * invisible and reorder what follows them: a store named "‮golhcaB" shows as "Bachlog" to the
 * buyer, and an unclosed override spills into the text around the name (a notification's
 * "{{name}} ordered 3 items" reads backwards). Screens show each name in its own direction
 * (`<bdi>`, dir="auto"), so a name never needs them: they are refused with a message saying what to remove.
 *
 * The marks (U+200E left-to-right, U+200F right-to-left, U+061C Arabic letter mark) reorder
 * nothing by themselves, but they are invisible too, so "Nour" and "Nour" + U+200F would be two
 * names that look the same (an impersonation). They do arrive innocently, pasted from a Facebook
 * page or typed on an Arabic keyboard, so they are removed rather than refused: the seller is
 * not asked to delete characters they cannot see, and the name kept is the one they read.
 */
import { z } from 'zod';
import { type PlainMessageCode, issue } from '../messages.ts';

/** U+202A–U+202E (LRE, RLE, PDF, LRO, RLO) and U+2066–U+2069 (LRI, RLI, FSI, PDI). */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const DIRECTION_MARKS = /[\u200E\u200F\u061C]/gu;

/** Whether a text holds an embedding, override or isolate control. */
export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}

/** The text without its invisible direction marks. */
export function withoutDirectionMarks(text: string): string {
  return text.replace(DIRECTION_MARKS, '');
}

/**
 * A name field: marks removed, trimmed, and refused (before its length rules, which would only
 * confuse) when it holds a direction control. `message` is the field's own code for a wrong type;
 * add `.min()` and `.max()` with the field's codes.
 */
export function nameText(message: PlainMessageCode) {
  return z
    .string({ error: message })
    .overwrite(withoutDirectionMarks)
    .trim()
    .refine((value) => !hasDirectionControls(value), {
      error: issue('name.directionControls'),
      abort: true,
    });
}
