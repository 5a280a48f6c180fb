#pragma once

// Where the learner is in a script: the current line has run and its output
// is on screen. Stepping past either end does nothing.

namespace gpulab::core::dispatch {

class Stepper {
public:
    void reset(int lineCount); // back to the first line of a script with `lineCount` lines
    bool forward();            // false (and no change) at the last line
    bool back();               // false (and no change) at the first line
    bool toStart();
    bool toEnd();
    bool jumpTo(int line); // false (and no change) when out of range or already there

    [[nodiscard]] int current() const { return m_current; } // 0-based; -1 for an empty script
    [[nodiscard]] int lineCount() const { return m_count; }
    [[nodiscard]] bool atStart() const { return m_current <= 0; }
    [[nodiscard]] bool atEnd() const { return m_current >= m_count - 1; }

private:
    int m_count = 0;
    int m_current = -1;
};

} // namespace gpulab::core::dispatch
