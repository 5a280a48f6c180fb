#include "kernels/cpu/asyncqueue.h"

#include <exception>
#include <utility>

namespace gpulab::kernels {

AsyncQueue::AsyncQueue() : m_worker([this] { loop(); }) {}

AsyncQueue::~AsyncQueue()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_worker.joinable())
        m_worker.join();
}

std::uint64_t AsyncQueue::submit(Work work)
{
    std::uint64_t ticket = 0;
    {
        std::lock_guard lock(m_mutex);
        m_items.push_back(std::move(work));
        ticket = ++m_submitted;
    }
    m_wake.notify_one();
    return ticket;
}

Status AsyncQueue::synchronize()
{
    std::unique_lock lock(m_mutex);
    const std::uint64_t target = m_submitted;
    m_idle.wait(lock, [&] { return m_completed >= target; });
    if (m_firstError.empty())
        return Status::success();
    Status s = Status::failure(StatusCode::Error, std::move(m_firstError));
    m_firstError.clear();
    return s;
}

std::size_t AsyncQueue::pending() const
{
    std::lock_guard lock(m_mutex);
    return static_cast<std::size_t>(m_submitted - m_completed);
}

std::uint64_t AsyncQueue::completed() const
{
    std::lock_guard lock(m_mutex);
    return m_completed;
}

void AsyncQueue::loop()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [&] { return m_stopping || !m_items.empty(); });
        // Drain before stopping: submitted work always runs (stream semantics).
        if (m_items.empty())
            return;
        Work work = std::move(m_items.front());
        m_items.pop_front();
        lock.unlock();
        std::string failure;
        try {
            if (work)
                work();
        } catch (const std::exception &e) {
            failure = e.what();
            if (failure.empty())
                failure = "work item failed";
        } catch (...) {
            failure = "work item failed with an unknown exception";
        }
        work = nullptr; // destroy captures outside the lock
        lock.lock();
        if (!failure.empty() && m_firstError.empty())
            m_firstError = std::move(failure);
        ++m_completed;
        m_idle.notify_all();
    }
}

} // namespace gpulab::kernels
