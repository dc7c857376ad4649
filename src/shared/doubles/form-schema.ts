/** The doubles form's schema over its flat values, loaded by the page at the first submit. */
import { z } from '../zod';
import { type DoublesFormValues, requestOf } from './form-values';
import { type DoublesRegistrationData, doublesRegistrationSchema } from './registration-schema';

/** The shared request schema over the form's flat values: the same messages, at the same paths. */
export const formSchema = z.preprocess(
  (values) => requestOf(values as DoublesFormValues),
  doublesRegistrationSchema,
) as z.ZodType<DoublesRegistrationData, DoublesFormValues>;
