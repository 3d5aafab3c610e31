/** Hostile values for the route fuzz table: what an attacker with an ordinary account would send. */

const nestedObject = (levels: number) => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** Values for a field of a JSON body. */
export const HOSTILE_VALUES: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['control characters', '\u0001\u0008\u000b\u001f\u007f'],
  ['1 MB string', 'x'.repeat(1_000_000)],
  ['empty string', ''],
  ['blank string', ' \t\n '],
  ['number', 42],
  ['negative number', -1],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['boolean', true],
  ['null', null],
  ['array', ['a', 'b']],
  ['object', { a: 1 }],
  ['object nested 500 levels', nestedObject(500)],
  ['__proto__ text', '__proto__'],
  ['constructor text', 'constructor'],
  ['object with __proto__', JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}') as unknown],
  ['lone surrogate', '\ud800x'],
  ['right-to-left override', '\u202egnp.exe'],
  ['combining marks', 'e\u0301'.repeat(2000)],
  ['emoji', '😀'.repeat(200)],
  ['byte order mark', '\ufeffvalue'],
  ['SQL', "' OR 1=1; DROP TABLE users; --"],
  ['HTML', '<img src=x onerror=alert(1)><script>alert(1)</script>'],
  ['deep HTML', `${'<em>'.repeat(20_000)}x`],
  ['path', '../../../etc/passwd'],
  ['percent escapes', '%00%ff%'],
  ['upper-case UUID', 'ABCDEF00-0000-4000-8000-000000000000'],
];

/** Values for a path parameter or a query value, as they appear in the URL. */
export const HOSTILE_PATH_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['control characters', '%01%08%1F%7F'],
  ['10 KB', 'x'.repeat(10_000)],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['prototype', 'prototype'],
  ['invalid UTF-8', '%ED%A0%80'],
  ['broken escape', '%E0%A4%A'],
  ['right-to-left override', '%E2%80%AE'],
  ['dots', '..'],
  ['upper-case UUID', 'ABCDEF00-0000-4000-8000-000000000000'],
  ['not a UUID', 'not-a-uuid'],
  ['SQL', "1'%20OR%20'1'='1"],
  ['spaces', '%20%20'],
];

/** Whole bodies that are not what a JSON route expects. */
export const HOSTILE_BODIES: [string, string, string][] = [
  ['malformed JSON', 'application/json', '{"a":'],
  ['JSON array', 'application/json', '[1,2,3]'],
  ['JSON null', 'application/json', 'null'],
  ['JSON string', 'application/json', '"text"'],
  ['JSON number', 'application/json', '12'],
  ['__proto__ key', 'application/json', '{"__proto__":{"isAdmin":true}}'],
  ['constructor key', 'application/json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['array nested 100,000 levels', 'application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['object nested 50,000 levels', 'application/json', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
  ['NUL in JSON text', 'application/json', '{"a":"\u0000"}'],
  ['invalid UTF-8', 'application/json', '{"a":"\xff\xfe"}'],
  ['empty JSON', 'application/json', ''],
  ['plain text', 'text/plain', 'hello'],
  ['form encoded', 'application/x-www-form-urlencoded', 'a=1&b=2'],
  ['XML', 'application/xml', '<a/>'],
  ['JSON in UTF-16', 'application/json; charset=utf-16', '{"a":1}'],
];

const CRLF = '\r\n';
const part = (boundary: string, head: string, body: string) => `--${boundary}${CRLF}${head}${CRLF}${CRLF}${body}${CRLF}`;

/** Multipart bodies that are broken or hostile, for a route whose file field is `field`. */
export function hostileForms(field: string): [string, string, Buffer][] {
  const b = 'fuzzboundary';
  const type = `multipart/form-data; boundary=${b}`;
  const file = (name: string, filename: string, content = 'hello') =>
    part(b, `Content-Disposition: form-data; name="${name}"; filename="${filename}"${CRLF}Content-Type: text/plain`, content);
  const forms: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', file(field, 'a.txt')],
    ['empty body', type, ''],
    ['cut short', type, file(field, 'a.txt').slice(0, 60)],
    ['no closing boundary', type, file(field, 'a.txt')],
    ['garbage', type, 'garbage\r\n\r\n--x--'],
    ['header without colon', type, `--${b}${CRLF}Content-Disposition form-data${CRLF}${CRLF}x${CRLF}--${b}--`],
    ['wrong field', type, `${file('other', 'a.txt')}--${b}--`],
    ['field without file', type, `${part(b, `Content-Disposition: form-data; name="${field}"`, 'text')}--${b}--`],
    ['two files', type, `${file(field, 'a.txt')}${file(field, 'b.txt')}--${b}--`],
    ['NUL in file name', type, `${file(field, 'a\u0000.txt')}--${b}--`],
    ['path in file name', type, `${file(field, '../../etc/passwd')}--${b}--`],
    ['__proto__ field', type, `${part(b, 'Content-Disposition: form-data; name="__proto__"', 'x')}${file(field, 'a.txt')}--${b}--`],
    [
      '1,000 fields',
      type,
      `${Array.from({ length: 1000 }, (_, i) => part(b, `Content-Disposition: form-data; name="f${i}"`, 'x')).join('')}--${b}--`,
    ],
    ['JSON body', type, '{"file":"x"}'],
  ];
  return forms.map(([label, contentType, body]) => [label, contentType, Buffer.from(body, 'latin1')]);
}
