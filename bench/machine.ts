// Facts about the machine a report was measured on (figures mean little without them).
import { cpus, loadavg, totalmem } from 'node:os';

export interface MachineFacts {
  date: string;
  cpuCount: number;
  cpuModel: string;
  node: string;
  platform: string;
  memoryGb: number;
  /** 1-minute load average when the run started: other work on a shared machine skews figures. */
  loadAtStart: number;
}

export function machineFacts(): MachineFacts {
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    cpuCount: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    loadAtStart: Math.round(loadavg()[0] * 100) / 100,
  };
}
