package dev.switchboard.textanalysis.entities;

/** How many distinct entities of each kind the text holds, before any list was cut to the requested size. */
public record EntityTotals(int technologies, int concepts, int processes) {
}
