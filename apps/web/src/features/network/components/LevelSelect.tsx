import { NativeSelect } from '@mantine/core';
import { messages } from '@clube/contract';
import { NETWORK_MAX_LEVELS } from '@clube/contract/network';

const options = Array.from({ length: NETWORK_MAX_LEVELS }, (_, i) => ({ value: String(i + 1), label: messages.networkLevel(i + 1) }));

/** 'Nível 1' to 'Nível 10' (spec: default 1). */
export function LevelSelect({ value, onChange }: { value: number; onChange: (level: number) => void }) {
  return <NativeSelect label="Nível" data={options} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))} w={160} />;
}
