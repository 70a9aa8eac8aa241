import { useCallback, useRef } from 'react';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { messages, onlyDigits } from '@clube/contract';
import { USERNAME_MIN } from '@clube/contract/registration';
import { ApiError } from '../../../lib/api';
import { toastError } from '../../../lib/notify';
import { serverFieldChecks, type ServerCheckedField } from '../api/serverFieldChecks';
import type { PersonalDataValues } from '../components/personalDataSchema';

interface CheckRule {
  /** When the typed value is complete enough to ask the server (spec section 5). */
  ready: (value: string) => boolean;
  /** What the field shows when the server refuses it; the toast carries the server's own reason. */
  message: string;
  /** Free text is asked once the member pauses; masked fields are asked as soon as they are full. */
  debounceMs: number;
}

const rules: Record<ServerCheckedField, CheckRule> = {
  Email: { ready: (v) => z.email().safeParse(v.trim()).success, message: messages.invalidEmail, debounceMs: 500 },
  Username: { ready: (v) => v.trim().length >= USERNAME_MIN, message: messages.invalidUsername, debounceMs: 500 },
  Birthday: { ready: (v) => onlyDigits(v).length >= 8, message: messages.invalidBirthday, debounceMs: 0 },
  RegionalId: { ready: (v) => onlyDigits(v).length >= 11, message: messages.invalidCpf, debounceMs: 0 },
  CNPJ: { ready: (v) => onlyDigits(v).length >= 14, message: messages.invalidCnpj, debounceMs: 0 },
};

const isChecked = (name: string | undefined): name is ServerCheckedField => !!name && name in rules;

/**
 * Server validation on change: a refused value toasts the server's message and keeps its field
 * invalid (through the resolver, so that later local validation does not clear it) until the
 * member changes it.
 */
export function useServerFieldChecks(base: Resolver<PersonalDataValues>) {
  const failures = useRef<Partial<Record<ServerCheckedField, string>>>({});

  const resolver = useCallback<Resolver<PersonalDataValues>>(
    async (values, context, options) => {
      const result = await base(values, context, options);
      const errors = { ...result.errors };
      let added = false;
      for (const [field, refused] of Object.entries(failures.current) as Array<[ServerCheckedField, string | undefined]>) {
        if (refused !== undefined && values[field] === refused && !errors[field]) {
          errors[field] = { type: 'server', message: rules[field].message };
          added = true;
        }
      }
      return added ? { values: {}, errors } : result;
    },
    [base],
  );

  /** Starts watching the form's checked fields; answers the function that stops it (for an effect). */
  const attach = useCallback((form: UseFormReturn<PersonalDataValues>) => {
    const timers = new Map<ServerCheckedField, ReturnType<typeof setTimeout>>();
    const run = async (field: ServerCheckedField, value: string) => {
      let refusal: string | undefined;
      try {
        await serverFieldChecks[field](value);
      } catch (err) {
        refusal = err instanceof ApiError ? err.message : messages.serverError;
      }
      if (form.getValues(field) !== value) return; // the member kept typing: this answer is stale
      if (refusal !== undefined) {
        failures.current[field] = value;
        toastError(refusal);
      } else {
        delete failures.current[field];
      }
      void form.trigger(field);
    };
    const sub = form.watch((values, { name }) => {
      if (!isChecked(name)) return;
      const value = String(values[name] ?? '');
      clearTimeout(timers.get(name));
      if (failures.current[name] !== undefined && failures.current[name] !== value) delete failures.current[name];
      if (!rules[name].ready(value)) return;
      timers.set(
        name,
        setTimeout(() => void run(name, value), rules[name].debounceMs),
      );
    });
    return () => {
      sub.unsubscribe();
      timers.forEach((t) => clearTimeout(t));
    };
  }, []);

  return { resolver, attach };
}
