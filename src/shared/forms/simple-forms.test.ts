import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { emptyValues, SIMPLE_FORM_NAMES, SIMPLE_FORMS } from './simple-forms';

describe('the simple forms table', () => {
  it.each(SIMPLE_FORM_NAMES)(
    '%s: its fields are exactly the fields of its schema, in a unique path',
    (name) => {
      const { schema, fields, endpoint } = SIMPLE_FORMS[name];
      expect(schema).toBeInstanceOf(z.ZodObject);
      const keys = Object.keys((schema as z.ZodObject).shape).sort();
      expect(fields.map((f) => f.name).sort()).toEqual(keys);
      expect(
        SIMPLE_FORM_NAMES.filter((other) => SIMPLE_FORMS[other].endpoint.path === endpoint.path),
      ).toEqual([name]);
    },
  );

  it.each(SIMPLE_FORM_NAMES)('%s: an empty form is refused on exactly the fields marked required', (name) => {
    const { schema, fields } = SIMPLE_FORMS[name];
    const result = schema.safeParse(emptyValues(fields));
    expect(result.success).toBe(false);
    const refused = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    expect([...refused].sort()).toEqual(
      fields
        .filter((f) => f.required)
        .map((f) => f.name)
        .sort(),
    );
  });

  it.each(SIMPLE_FORM_NAMES)('%s: every option of its dropdowns is one the schema accepts', (name) => {
    const { schema, fields } = SIMPLE_FORMS[name];
    const shape = (schema as z.ZodObject).shape;
    for (const field of fields) {
      if (field.kind !== 'select') continue;
      for (const option of field.options) {
        expect(shape[field.name]?.safeParse(option.value).success, `${field.name}=${option.value}`).toBe(
          true,
        );
      }
      expect(shape[field.name]?.safeParse('').success).toBe(false);
    }
  });

  it('keeps the texts the pages and toasts show', () => {
    expect(SIMPLE_FORMS.support.success.title).toBe('Support ticket submitted!');
    expect(SIMPLE_FORMS.report.submitLabel).toBe('Submit Report');
    expect(SIMPLE_FORMS.appeal.page.signInMessage).toBe('Please sign in with Discord to appeal a ban.');
  });
});
