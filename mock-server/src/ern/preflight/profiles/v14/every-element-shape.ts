/**
 * The shape of DDEX's one-profile patterns whose context is every element of a name, wherever it stands (`//Cue`,
 * `//CueSheet`, `//Collection`), with one assertion about the element's own children: found by name in the index.
 */
import type { ErnElement } from '../../../release/tree.js';
import { indexOf } from '../../tree-index.js';
import type { ErncFileStatus } from '../../types.js';
import type { DdexAssertion, ProfileRule } from '../types.js';

interface EveryElementOptions {
  id: string;
  pattern: string;
  ddex: Readonly<Record<string, readonly DdexAssertion[]>>;
  /** The context's element name. */
  context: string;
  /** DDEX's assertion on one such element. */
  holds: (element: ErnElement) => boolean;
  code: ErncFileStatus;
  title: string;
  fix: string;
  /** The finding's message for an element that fails (what is missing, how to fix it). */
  message: (element: ErnElement) => string;
}

export function everyElementRule(options: EveryElementOptions): ProfileRule {
  const { context, holds, message } = options;
  return {
    id: options.id,
    standard: '1.4',
    pattern: options.pattern,
    ddex: options.ddex,
    code: options.code,
    title: options.title,
    fix: options.fix,
    check(input) {
      return indexOf(input).named(context)
        .filter((element) => !holds(element))
        .map((element) => ({ at: element, message: message(element) }));
    },
  };
}

/** Whether `element` has a child `name` whose text, trimmed, is not empty (`name[string-length(normalize-space(text())) > 0]`). */
export function hasFilledChild(element: ErnElement, name: string): boolean {
  return element.children.some((child) => child.name === name && child.text !== '');
}

/** Whether `element` has a child `name` (`name` as a test: at least one such child). */
export function hasChild(element: ErnElement, name: string): boolean {
  return element.children.some((child) => child.name === name);
}

/** Whether `element` has a child `name` whose text is `true` in any case (`name[lower-case(text()) = 'true']`). */
export function hasTrueChild(element: ErnElement, name: string): boolean {
  return element.children.some((child) => child.name === name && child.text.toLowerCase() === 'true');
}

/** The text of a cue's or a collection's identifying child, for messages: `Cue 3 of cue sheet "Q1"`. */
export function placeOf(element: ErnElement): string {
  const parent = element.parent;
  const parentReference = parent?.children.find((child) => child.name === `${parent.name}Reference`)?.text;
  const own = element.children.find((child) => child.name === `${element.name}Reference`)?.text;
  if (own !== undefined && own !== '') return `${element.name} "${own}"`;
  return parentReference === undefined || parentReference === ''
    ? `${element.name} ${element.index}`
    : `${element.name} ${element.index} of ${parent!.name} "${parentReference}"`;
}
