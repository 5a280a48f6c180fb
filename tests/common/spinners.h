#pragma once

// Threads that keep the cores busy while a test measures, for the suites that
// check a busy machine is named (tst_machineload, tst_mainwindow's quick check).

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace gpulab::testing {

// Keeps `count` threads spinning until destroyed.
class Spinners {
public:
    explicit Spinners(unsigned count)
    {
        for (unsigned i = 0; i < count; ++i)
            m_threads.emplace_back([this] {
                volatile unsigned long x = 0;
                while (!m_stop.load(std::memory_order_relaxed))
                    x = x + 1;
            });
    }
    ~Spinners()
    {
        m_stop = true;
        for (auto &t : m_threads)
            t.join();
    }
    Spinners(const Spinners &) = delete;
    Spinners &operator=(const Spinners &) = delete;

private:
    std::atomic<bool> m_stop{false};
    std::vector<std::thread> m_threads;
};

inline unsigned cores()
{
    return std::max(1u, std::thread::hardware_concurrency());
}

} // namespace gpulab::testing
