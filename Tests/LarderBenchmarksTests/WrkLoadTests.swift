import LarderBenchmarks
import Testing

@Suite("Reading wrk's report")
struct WrkLoadTests {
    private static let report = """
        Running 1s test @ http://127.0.0.1:18999/recipes
          2 threads and 4 connections
          Thread Stats   Avg      Stdev     Max   +/- Stdev
            Latency     4.83ms    2.35ms  18.30ms   71.04%
            Req/Sec   413.05     46.59   490.00     60.00%
          Latency Distribution
             50%  812.00us
             75%    6.22ms
             90%    7.93ms
             99%     1.05s
          825 requests in 1.00s, 418.95KB read
          Socket errors: connect 0, read 2, write 0, timeout 3
          Non-2xx or 3xx responses: 7
        Requests/sec:    823.10
        Transfer/sec:    417.98KB
        """

    @Test("Throughput and the 50 % and 99 % latencies are read in milliseconds whatever unit wrk chose")
    func throughputAndPercentiles() throws {
        let result = try #require(WrkLoad.parse(Self.report))
        #expect(result.requestsPerSecond == 823.10)
        #expect(abs(result.p50Milliseconds - 0.812) < 1e-9)
        #expect(result.p99Milliseconds == 1050)
    }

    @Test("Failed answers and socket errors of every kind count as errors")
    func errorsAddUp() throws {
        #expect(try #require(WrkLoad.parse(Self.report)).errors == 12)
    }

    @Test("A report without throughput is not read as a result")
    func incompleteReport() {
        #expect(WrkLoad.parse("unable to connect to 127.0.0.1:1 Connection refused") == nil)
    }

    @Test("The load is two threads, the connections, the seconds, the latency distribution and each header")
    func arguments() {
        let load = WrkLoad(url: "http://127.0.0.1:8080/health", headers: ["Authorization: Bearer t"], connections: 16, seconds: 6)
        #expect(load.arguments == ["-t2", "-c16", "-d6s", "--latency", "-H", "Authorization: Bearer t", "http://127.0.0.1:8080/health"])
    }
}
