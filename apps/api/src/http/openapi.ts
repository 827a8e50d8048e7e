// The OpenAPI document, generated from the route contracts: operationId, summary, tag and security
// of every operation, every refusal with its codes, a server entry. `npm test` lints it with
// Redocly's recommended rules and generates client types from it.
import swagger from '@fastify/swagger';
import { errorCatalogue, ROUTE_TAGS, type RouteDefinition } from '@cabinet/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsPagePlugin } from './docs-page.js';
import { refusalsByStatus } from './register-routes.js';

type JsonObject = Record<string, unknown>;

const ADMIN_ONLY = '**Только для администраторов** (роль `admin`): оператору с ролью `operator` вызов отвечает 403 `forbidden`.';
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const STATUS_TEXT: Record<number, string> = {
  400: 'Некорректный запрос',
  401: 'Нужен вход',
  403: 'Нет доступа',
  404: 'Не найдено',
  409: 'Конфликт',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый формат',
  422: 'Отказ по правилам программы',
  423: 'Вход временно заблокирован',
  429: 'Слишком много запросов',
  500: 'Ошибка сервера',
  502: 'Внешний сервис не ответил',
  503: 'Сервис временно недоступен',
};

export async function registerOpenApi(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${productName} API`,
        description:
          'API личного кабинета участника программы мотивации и бэк-офиса операторов. Отказы — `{code, message}` ' +
          'с русским текстом; коды каждого вызова перечислены в его ответах.',
        version: '1.0.0',
        // Closed software of the programme's organiser (SPDX: a licence reference of its own).
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the document is served by the API and, through the web app, by the cabinet's origin.
      servers: [{ url: '/', description: 'Этот же адрес: API или веб-приложение, передающее /api/… в API' }],
      tags: Object.entries(ROUTE_TAGS)
        .filter(([name]) => name !== 'web')
        .map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Токен доступа участника (15 минут)' },
          operatorSession: {
            type: 'http',
            scheme: 'bearer',
            description: 'Токен сеанса оператора бэк-офиса (веб-приложение хранит его в своей cookie)',
          },
          partnerKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'apk_<id>_<secret>',
            description:
              'Ключ API партнёра, выпущенный администратором. Каждый запрос ещё и подписан секретом подписи ключа по ' +
              'Standard Webhooks: заголовки webhook-id, webhook-timestamp, webhook-signature (docs/partner-api.md).',
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: (doc) => withoutUnusedSchemas(jsonSchemaTransformObject(doc) as JsonObject),
  });
  // The page itself (and its JSON): with a CSP of its own, off in production unless API_DOCS.
  await app.register(docsPagePlugin);
}

/** zod → JSON Schema, then what a contract says that Fastify's schema cannot: files, uploads, refusal texts. */
function transformRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const contract = (input.route as { config?: { contract?: RouteDefinition } } | undefined)?.config?.contract;
  if (!contract || result.schema.hide) return result;
  const schema = result.schema as JsonObject;
  // Who may call, for readers and generated clients alike: the security requirement names the role,
  // `x-access` the contract's access, and an admin-only operation says so in its description.
  schema['x-access'] = contract.access;
  if (contract.access === 'admin') {
    schema.description = [ADMIN_ONLY, contract.description].filter(Boolean).join('\n\n');
  }
  if (contract.partnerScope) schema['x-partner-scope'] = contract.partnerScope;
  const response = (schema.response ?? {}) as Record<string, JsonObject>;
  if (contract.response === 'file' || contract.response === 'csv') {
    const csv = contract.response === 'csv';
    response[200] = {
      description: csv ? 'Таблица CSV (UTF-8 с BOM, разделитель «;»)' : 'Содержимое файла',
      content: {
        [csv ? 'text/csv' : 'application/octet-stream']: { schema: { type: 'string', format: csv ? undefined : 'binary' } },
      },
    };
  } else if (response[200]) {
    response[200]['x-response-description'] ??= 'Успешный ответ';
  } else if (response[204]) {
    response[204]['x-response-description'] ??= 'Принято, ответ без тела';
  }
  for (const [status, codes] of refusalsByStatus(contract)) {
    const entry = response[status];
    if (!entry) continue;
    const lines = codes.map((code) => `\`${code}\` — ${errorCatalogue[code].message}`);
    entry['x-response-description'] = `${STATUS_TEXT[status] ?? 'Отказ'}: ${lines.join('; ')}`;
  }
  schema.response = response;
  if (contract.upload) {
    const fieldsSchema = contract.upload.fields
      ? (jsonSchemaTransform({ ...input, schema: { body: contract.upload.fields } }).schema as JsonObject).body
      : undefined;
    const fields = (fieldsSchema as JsonObject | undefined)?.properties ?? {};
    const required = ((fieldsSchema as JsonObject | undefined)?.required as string[] | undefined) ?? [];
    schema.consumes = ['multipart/form-data'];
    schema.body = {
      type: 'object',
      properties: {
        content: { type: 'string', format: 'binary', description: `Файл: ${contract.upload.accepts.join(', ')}` },
        ...fields,
      },
      required: ['content', ...required],
    };
  }
  return result;
}

/**
 * zod's registry yields an input and an output version of every named schema; only those the
 * operations refer to (directly or through another schema) belong in the document.
 */
function withoutUnusedSchemas(doc: JsonObject): JsonObject {
  const components = (doc.components ?? {}) as JsonObject;
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(REF_PREFIX)) {
          const name = value.slice(REF_PREFIX.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else {
          visit(value);
        }
      }
    }
  };
  visit(doc.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  // A security scheme no operation names (the operators' before the back office exists) goes too.
  const named = new Set<string>();
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Record<string, { security?: object[] }>>)) {
    for (const operation of Object.values(item))
      for (const req of operation.security ?? []) Object.keys(req).forEach((k) => named.add(k));
  }
  const schemes = Object.entries((components.securitySchemes ?? {}) as JsonObject).filter(([name]) => named.has(name));
  return { ...doc, components: { ...components, schemas: kept, securitySchemes: Object.fromEntries(schemes) } };
}

const REF_PREFIX = '#/components/schemas/';
