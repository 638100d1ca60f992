reset
$D0 << EOD
753.0156472644803 0 711.5312440272581 798.6788143570707
EOD
$D1 << EOD
730.4076604592599 1 690.6915727809693 778.7254573605801
EOD
$D2 << EOD
723.222819248066 2 651.7728179645101 826.6646666483564
EOD
$D3 << EOD
620.5096466561668 3 607.3020597396591 634.1241342973923
EOD
$D4 << EOD
613.562775958786 4 609.5589451173471 617.6328565773493
EOD
$D5 << EOD
610.780057380671 5 595.5837896736158 627.1951936216601
EOD
$D6 << EOD
576.7229237661388 6 560.2941610136578 594.8211364272867
EOD
$D7 << EOD
498.94017281014453 7 481.49612838227404 518.9764035025651
EOD
$D8 << EOD
462.1045269453256 8 443.324098244139 484.32797511537234
EOD
$D9 << EOD
457.3317789438582 9 446.6374181736825 468.38159953791745
EOD
$D10 << EOD
409.9209744400953 10 407.323274636247 412.57798353148195
EOD
$D11 << EOD
894.5202720799192 0 "750"
872.1725122438498 1 "730"
925.8644266461592 2 "720"
710.2190304130794 3 "620"
691.7487993666314 4 "610"
702.4586168562594 5 "610"
666.1996727985611 6 "580"
581.2535719228729 7 "500"
542.4473321292171 8 "460"
524.5873914824676 9 "460"
462.0873415552598 10 "410"
EOD
set terminal pngcairo noenhanced size 900,480 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2 trials" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:10240.0]
set yrange [10.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000, "10,000" 10000) font ',9'
set ytics ("raw pubsub (floor)" 0, "zmq addressed" 1, "czmq addressed" 2, "redis pubsub" 3, "zmq pubsub" 4, "redis reply" 5, "czmq pubsub" 6, "nats reply" 7, "nats pubsub" 8, "mqtt reply" 9, "mqtt pubsub" 10) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 4096, graph 0 to first 4096, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 4,096" at first 4096, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,480 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2 trials" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:10240.0]
set yrange [10.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000, "10,000" 10000) font ',9'
set ytics ("raw pubsub (floor)" 0, "zmq addressed" 1, "czmq addressed" 2, "redis pubsub" 3, "zmq pubsub" 4, "redis reply" 5, "czmq pubsub" 6, "nats reply" 7, "nats pubsub" 8, "mqtt reply" 9, "mqtt pubsub" 10) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 4096, graph 0 to first 4096, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 4,096" at first 4096, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
