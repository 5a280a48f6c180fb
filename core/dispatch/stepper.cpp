#include "core/dispatch/stepper.h"

namespace gpulab::core::dispatch {

void Stepper::reset(int lineCount)
{
    m_count = lineCount < 0 ? 0 : lineCount;
    m_current = m_count > 0 ? 0 : -1;
}

bool Stepper::forward()
{
    if (m_count == 0 || atEnd())
        return false;
    ++m_current;
    return true;
}

bool Stepper::back()
{
    if (m_count == 0 || atStart())
        return false;
    --m_current;
    return true;
}

bool Stepper::toStart()
{
    if (m_count == 0 || atStart())
        return false;
    m_current = 0;
    return true;
}

bool Stepper::toEnd()
{
    if (m_count == 0 || atEnd())
        return false;
    m_current = m_count - 1;
    return true;
}

bool Stepper::jumpTo(int line)
{
    if (line < 0 || line >= m_count || line == m_current)
        return false;
    m_current = line;
    return true;
}

} // namespace gpulab::core::dispatch
