/**
 * The webhook events page, from asyncapi.yaml (channel, operation, message, the X-Service-Signature header,
 * payload fields, examples), its `$ref`s followed into openapi.yaml. Plain HTML made here, no generator.
 */
import type { Contract, Json } from './contract.js';
import { inlineMarkdown, renderMarkdown } from './markdown.js';
import { escapeHtml } from './page.js';

type Base = 'openapi' | 'asyncapi';

/** A YAML scalar as text (documents are untyped: a number or a boolean is written as YAML wrote it). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

interface Field { name: string; type: string; required: string; description: string }

function typeOf(schema: Json): string {
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `<code>${escapeHtml(text(v))}</code>`).join(' | ');
  if (typeof schema.type === 'string') return schema.format ? `${schema.type} (${escapeHtml(text(schema.format))})` : schema.type;
  if (Array.isArray(schema.oneOf)) return 'object, one of the variants below';
  return 'any';
}

/** A property's schema with its `allOf: [$ref]` and `$ref` folded in (siblings such as `const` win). */
function flatten(contract: Contract, node: unknown, base: Base): { schema: Json; base: Base } {
  const { node: schema, base: at } = contract.resolve(node, base);
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    const { allOf, ...rest } = schema;
    const inner = flatten(contract, allOf[0], at);
    return { schema: { ...inner.schema, ...rest }, base: inner.base };
  }
  return { schema, base: at };
}

/** Variants of a `oneOf` (or the schema itself), each resolved. */
function variantsOf(contract: Contract, schema: Json, base: Base): { schema: Json; base: Base }[] {
  if (!Array.isArray(schema.oneOf)) return [{ schema, base }];
  return schema.oneOf.map((v) => flatten(contract, v, base));
}

function fields(contract: Contract, schema: Json, base: Base, prefix: string, depth: number): Field[] {
  const variants = variantsOf(contract, schema, base);
  const names = [...new Set(variants.flatMap((v) => Object.keys((v.schema.properties as Json | undefined) ?? {})))];
  return names.flatMap((name) => {
    const present = variants
      .map((v) => ({ variant: v, property: (v.schema.properties as Json)[name] }))
      .filter((p) => p.property !== undefined && p.property !== false)
      .map((p) => ({ ...p, ...flatten(contract, p.property, p.variant.base) }));
    if (present.length === 0) return [];
    const requiredIn = present.filter((p) => ((p.variant.schema.required as string[] | undefined) ?? []).includes(name));
    const title = (p: (typeof present)[number]) => text(p.variant.schema.title ?? '');
    const required = requiredIn.length === variants.length
      ? 'yes'
      : requiredIn.length === 0 ? 'no' : `in ${requiredIn.map(title).join(', ')}`;
    const types = [...new Set(present.map((p) => typeOf(p.schema)))];
    const descriptions = [...new Set(present.map((p) => text(p.schema.description ?? '').trim()))].filter(Boolean);
    const field: Field = {
      name: `${prefix}${name}`,
      type: types.join(' | '),
      required,
      description: descriptions.map((d) => inlineMarkdown(d.replace(/\s+/g, ' '))).join('<br>'),
    };
    const first = present[0]!;
    const nested = depth < 3 && (first.schema.properties !== undefined || Array.isArray(first.schema.oneOf))
      ? fields(contract, first.schema, first.base, `${prefix}${name}.`, depth + 1)
      : [];
    return [field, ...nested];
  });
}

function fieldTable(caption: string, rows: Field[]): string {
  const body = rows.map((f) => `<tr><td><code>${escapeHtml(f.name)}</code></td><td>${f.type}</td><td>${escapeHtml(f.required)}</td><td>${f.description}</td></tr>`);
  return `<table><caption>${escapeHtml(caption)}</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
<tbody>${body.join('')}</tbody></table>`;
}

export function eventsPage(contract: Contract): string {
  const api = contract.asyncapi;
  const info = api.info as Json;
  const out: string[] = [`<h1>Webhook events</h1>`, `<p>${escapeHtml(text(info.title))}, version ${escapeHtml(text(info.version))}, from <code>asyncapi.yaml</code> (AsyncAPI ${escapeHtml(text(api.asyncapi))}).</p>`];
  out.push(renderMarkdown(text(info.description), 2));

  for (const [channelId, channelNode] of Object.entries(api.channels as Json)) {
    const channel = contract.resolve(channelNode, 'asyncapi').node;
    out.push(`<h2 id="channel-${channelId}">Channel: ${escapeHtml(text(channel.title ?? channelId))}</h2>`);
    const servers = ((channel.servers as Json[] | undefined) ?? []).map((s) => contract.resolve(s, 'asyncapi').node);
    out.push('<dl>');
    out.push(`<dt>Address</dt><dd><code>${escapeHtml(text(channel.address))}</code></dd>`);
    for (const server of servers) {
      out.push(`<dt>Server</dt><dd><code>${escapeHtml(text(server.protocol))}://${escapeHtml(text(server.host))}</code>: ${inlineMarkdown(text(server.description ?? '').replace(/\s+/g, ' '))}</dd>`);
    }
    out.push(`<dt>Description</dt><dd>${inlineMarkdown(text(channel.description ?? '').replace(/\s+/g, ' '))}</dd>`);
    for (const [name, parameter] of Object.entries((channel.parameters as Json | undefined) ?? {})) {
      const p = parameter as Json;
      out.push(`<dt>Parameter <code>${escapeHtml(name)}</code></dt><dd>${inlineMarkdown(text(p.description ?? ''))} Default <code>${escapeHtml(text(p.default ?? ''))}</code>.</dd>`);
    }
    out.push('</dl>');

    for (const [operationId, operationNode] of Object.entries(api.operations as Json)) {
      const operation = operationNode as Json;
      const method = ((operation.bindings as Json | undefined)?.http as Json | undefined)?.method;
      out.push(`<h3 id="operation-${operationId}">Operation <code>${escapeHtml(operationId)}</code>: ${escapeHtml(text(operation.title ?? ''))}</h3>`);
      out.push(`<p>Action <code>${escapeHtml(text(operation.action))}</code>${method ? `, HTTP <code>${escapeHtml(text(method))}</code> to the channel's address` : ''}. ${inlineMarkdown(text(operation.summary ?? ''))}</p>`);
      out.push(renderMarkdown(text(operation.description ?? ''), 4));
      const delivery = operation['x-webhook-delivery'] as Json | undefined;
      if (delivery) {
        out.push('<table><caption>Delivery rules (x-webhook-delivery)</caption><thead><tr><th scope="col">Rule</th><th scope="col">Value</th></tr></thead><tbody>');
        for (const [rule, value] of Object.entries(delivery)) out.push(`<tr><td><code>${escapeHtml(rule)}</code></td><td>${escapeHtml(text(value))}</td></tr>`);
        out.push('</tbody></table>');
      }
      if (operation['x-ingest-kit-decision']) out.push(`<p><strong>Our decision:</strong> ${inlineMarkdown(text(operation['x-ingest-kit-decision']).replace(/\s+/g, ' '))}</p>`);
    }

    for (const [messageId, messageNode] of Object.entries(channel.messages as Json)) {
      const { node: message, base } = contract.resolve(messageNode, 'asyncapi');
      out.push(`<h2 id="message-${messageId}">Message <code>${escapeHtml(text(message.name ?? messageId))}</code>: ${escapeHtml(text(message.title ?? ''))}</h2>`);
      out.push(`<p>${inlineMarkdown(text(message.summary ?? ''))} Content type <code>${escapeHtml(text(message.contentType ?? api.defaultContentType))}</code>.</p>`);

      const headers = contract.resolve(message.headers, base).node;
      out.push('<h3 id="headers">Headers</h3>');
      const headerRows = Object.entries((headers.properties as Json | undefined) ?? {}).map(([name, node]) => {
        const { schema } = flatten(contract, node, base);
        return {
          name,
          type: `${typeOf(schema)}${schema.pattern ? `, pattern <code>${escapeHtml(text(schema.pattern))}</code>` : ''}`,
          required: ((headers.required as string[] | undefined) ?? []).includes(name) ? 'yes' : 'no',
          description: renderMarkdown(text(schema.description ?? ''), 4),
        };
      });
      out.push(fieldTable('Message headers', headerRows));

      const payload = (message.payload as Json).schema ?? message.payload;
      const { schema: envelope, base: envelopeBase } = flatten(contract, payload, base);
      out.push('<h3 id="payload">Payload</h3>');
      out.push(renderMarkdown(text(envelope.description ?? ''), 4));
      for (const variant of variantsOf(contract, envelope, envelopeBase)) {
        out.push(`<h4>${escapeHtml(text(variant.schema.title ?? 'Payload'))}</h4>`);
        out.push(renderMarkdown(text(variant.schema.description ?? ''), 5));
        out.push(fieldTable(`Fields of ${text(variant.schema.title ?? 'the payload')}`, fields(contract, variant.schema, variant.base, '', 0)));
      }

      out.push('<h3 id="examples">Examples</h3>');
      for (const example of (message.examples as Json[] | undefined) ?? []) {
        const value = contract.resolve(example.payload, base).node;
        out.push(`<h4>${escapeHtml(text(example.name))}</h4><p>${inlineMarkdown(text(example.summary ?? ''))}</p>`);
        const header = Object.entries((example.headers as Json | undefined) ?? {}).map(([k, v]) => `${k}: ${text(v)}`).join('\n');
        out.push(`<pre tabindex="0"><code>POST ${escapeHtml(text(channel.address))}\n${escapeHtml(header)}\nContent-Type: application/json\n\n${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`);
      }
    }
  }
  return out.join('\n');
}
