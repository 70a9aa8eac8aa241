import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

/**
 * A console list's text filter: what is typed reaches the URL (and the query) once the typing
 * pauses; a value changed from outside (back button, 'Limpar filtros') shows up in the field.
 */
export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  w = 220,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  w?: number;
}) {
  const [typed, setTyped] = useState(value);
  // The URL holds the trimmed text: a space being typed stays.
  useEffect(() => setTyped((prev) => (prev.trim() === value ? prev : value)), [value]);
  const commit = useDebouncedCallback((v: string) => onChange(v.trim()), 400);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={typed}
      maxLength={maxLength}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      w={w}
    />
  );
}
