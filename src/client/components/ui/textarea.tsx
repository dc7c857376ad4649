import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './input';

export function Textarea({ className, rows = 4, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea rows={rows} className={cn(controlClass, 'min-h-24 resize-y', className)} {...props} />;
}
