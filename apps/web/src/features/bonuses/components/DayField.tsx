import { useState } from 'react';
import { messages } from '@clube/contract';
import { isoToBrDate, parseBrDate } from '../../../lib/format';
import { masks } from '../../../lib/masks';
import { MaskedInput } from '../../../ui/MaskedInput';

/**
 * A day typed as dd/MM/yyyy (the spec's date mask), whatever the browser's language; `value` and
 * `onChange` speak yyyy-MM-dd ('' for none). A whole date that is not a real day is refused with
 * 'Data inválida.' and nothing changes; emptying the field clears the bound.
 */
export function DayField({ label, value, onChange, error }: { label: string; value: string; onChange: (day: string) => void; error?: string }) {
  const [text, setText] = useState(() => isoToBrDate(value));
  // The value the parent last gave. Only a change of it (Limpar filtros, the URL) rewrites the text:
  // the parent's URL update lands in a later render than the keystroke, and must not erase it meanwhile.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setText(isoToBrDate(value));
  }
  const complete = text.length === 10;
  const day = complete ? parseBrDate(text) : undefined;
  const type = (next: string) => {
    setText(next);
    const parsed = next.length === 10 ? parseBrDate(next) : undefined;
    if (next === '' && value !== '') onChange('');
    else if (parsed && parsed !== value) onChange(parsed);
  };
  return (
    <MaskedInput
      label={label}
      mask={masks.birthday}
      placeholder="dd/mm/aaaa"
      value={text}
      onChange={type}
      error={complete && !day ? messages.bonusStatementDayInvalid : error}
      w={160}
    />
  );
}
