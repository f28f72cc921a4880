/**
 * The TypeScript type of the data a JSON schema (written `as const`) accepts, once Ajv has filled in its
 * defaults: a property with a `default` is always there. Enough of JSON Schema for the config file
 * (type, enum, const, anyOf, items, properties, required); anything else is `unknown`. It lets the
 * schema be the one statement of a setting's shape, instead of an interface written beside it.
 */

type Primitive<T> = T extends readonly (infer U)[]
  ? Primitive<U>
  : T extends 'string' ? string
    : T extends 'integer' | 'number' ? number
      : T extends 'boolean' ? boolean
        : T extends 'null' ? null
          : unknown;

/** Required: listed in `required`, or given a `default` that Ajv inserts when it is missing. */
type RequiredKeys<P, R> = { [K in keyof P]: K extends R ? K : P[K] extends { readonly default: unknown } ? K : never }[keyof P];

type ObjectOf<P, R> = Flat<
  { -readonly [K in RequiredKeys<P, R>]-?: FromSchema<P[K]> }
  & { -readonly [K in Exclude<keyof P, RequiredKeys<P, R>>]?: FromSchema<P[K]> }
>;

type Flat<T> = { [K in keyof T]: T[K] };

export type FromSchema<S> = S extends { readonly enum: readonly (infer E)[] } ? E
  : S extends { readonly const: infer C } ? C
    : S extends { readonly anyOf: readonly (infer A)[] } ? FromSchema<A>
      : S extends { readonly properties: infer P } ? ObjectOf<P, S extends { readonly required: readonly (infer R)[] } ? R : never>
        : S extends { readonly items: infer I } ? FromSchema<I>[]
          : S extends { readonly type: infer T } ? Primitive<T>
            : unknown;
