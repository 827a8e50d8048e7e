'use client';
// The phone field of every form (sign-in, withdrawal): the mask '+7 (9XX) XXX-XX-XX' with its
// placeholder (product §5), typing, pasting and deleting anywhere in it with the caret kept in place.
import { PHONE_PLACEHOLDER } from '@cabinet/contracts/client';
import { useCallback, useLayoutEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { keepEarlyInput } from '@/lib/early-input';
import { applyPhoneEdit, type EditKind } from './phone-mask';

interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder'
> {
  /** The masked value, '' or '+7 (9…'. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement> | undefined;
}

export function PhoneInput({ value, onChange, ref, className, ...rest }: PhoneInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  // Where the last edit put the caret, applied again once React has rendered the new value.
  const caret = useRef<number | null>(null);

  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      keepEarlyInput(el);
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );

  useLayoutEffect(() => {
    const el = input.current;
    if (el && caret.current !== null && el.ownerDocument.activeElement === el) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <input
      {...rest}
      ref={setRef}
      className={className ? `input ${className}` : 'input'}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_PLACEHOLDER}
      value={value}
      onChange={(event) => {
        const el = event.currentTarget;
        const next = applyPhoneEdit(value, el.value, el.selectionStart ?? el.value.length, editKind(event.nativeEvent));
        // Written at once, so that React finds the value it renders and leaves the caret alone.
        el.value = next.value;
        el.setSelectionRange(next.caret, next.caret);
        if (next.value !== value) {
          caret.current = next.caret;
          onChange(next.value);
        }
      }}
    />
  );
}

/** The kind of edit from the browser's input event ('deleteContentBackward', 'insertFromPaste', …). */
function editKind(event: Event): EditKind {
  const type = 'inputType' in event && typeof event.inputType === 'string' ? event.inputType : '';
  if (!type.startsWith('delete')) return 'insert';
  return type === 'deleteContentForward' || type === 'deleteWordForward' ? 'forward' : 'backward';
}
